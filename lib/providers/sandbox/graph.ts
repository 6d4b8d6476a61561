/**
 * The synthetic link graph of a target: every link to it, drawn once from its name, so that the
 * summary, the backlinks list, the anchors, the referring domains, the linked pages and the
 * new/lost timeseries are views of the same links and their totals add up.
 *
 * The model: the target's profile (`profileOf`: authority, live links and referring domains,
 * dofollow, broken and lost shares) sizes it. Its pages are its home page, the pages of its own
 * keywords (`poolOf`/`urlFor`, the URLs its Labs data ranks) and a few old URLs that answer 404,
 * still linked by the few sites that linked them years ago (the broken links).
 * The linking sites are main domains in rank order, some with subdomains right after them
 * (blog.x.com), most from the target's country (its TLD and language), named like businesses
 * and publishers of its topics; a few link sitewide from their footers. Each site's links share
 * a first-seen day, a follow policy and a favourite anchor. Anchors are the brand (in one
 * casing), naked URLs, generic calls ("click here", "hier") and the linked page's keyword, in
 * the shares link profiles have them; images and redirects have none. Some links are lost (and
 * some sites only had lost ones): the timeseries counts each link new on its first-seen day and
 * lost on its lost day, so it sums to the live profile.
 *
 * Pure and deterministic; graphs are kept in a small cache (they are a few MB for the largest).
 */
import { brandOf, headsOf, pageTitle, poolOf, slug, topicsOf, urlFor } from "./domains.ts";
import { TOPICS } from "./lexicon.ts";
import {
  brandName,
  kindOf,
  marketOfHost,
  placeOf,
  type SiteKind,
  siteLabel,
  SUBDOMAINS,
  titled,
} from "./names.ts";
import { AS_OF, HISTORY_START, normalTarget, type Profile, profileOf } from "./profile.ts";
import { int, pick, type Random, seeded } from "./random.ts";

const DAY_MS = 86_400_000;
const START_MS = Date.parse(`${HISTORY_START}T00:00:00Z`);
/** Days of history: day 0 is HISTORY_START, day DAYS - 1 is AS_OF. */
export const DAYS = Math.round((Date.parse(AS_OF) - START_MS) / DAY_MS) + 1;
/** A link first seen in the last this many days is new. */
export const NEW_DAYS = 30;
/** The lost day of a live link. */
export const LIVE = 0xffff;

/** The day index of a yyyy-mm-dd date (outside 0..DAYS-1 when outside the history). */
export function dayIndexOf(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - START_MS) / DAY_MS);
}

/** The yyyy-mm-dd date of a day index. */
export function dateOfDay(day: number): string {
  return new Date(START_MS + day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A timestamp on a day, its time of day fixed by `seed` (ISO 8601, +00:00); never after AS_OF
 * (the last day's links were seen at its start).
 */
export function stampOf(day: number, seed: number): string {
  const s = day >= DAYS - 1 ? 0 : Math.abs(Math.imul(seed + 1, 2654435761)) % 86_400;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${dateOfDay(day)}T${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${
    two(s % 60)
  }+00:00`;
}

/** Link types (DataForSEO `item_type`), by code. */
export const ITEM_TYPES = ["anchor", "image", "redirect"] as const;
/** Where a link sits on its page (`semantic_location`), by code. */
export const PLACES = ["article", "section", "aside", "footer", "header", ""] as const;
/** The `attributes` of a link, by code: 0-2 dofollow, 3-5 not. */
export const RELS: readonly (readonly string[])[] = [
  [],
  ["noopener"],
  ["noopener", "noreferrer"],
  ["nofollow"],
  ["ugc", "nofollow"],
  ["sponsored", "nofollow"],
];

/** Flags of a link: bit 0 dofollow, bits 1-2 type, bits 3-5 place, bits 6-8 rel. */
export const flagsOf = {
  dofollow: (f: number) => (f & 1) === 1,
  type: (f: number) => ITEM_TYPES[(f >> 1) & 3],
  place: (f: number) => PLACES[(f >> 3) & 7],
  rel: (f: number) => RELS[(f >> 6) & 7],
};

/** A site linking to the target (a main domain's host or a subdomain of it). */
export interface Host {
  name: string;
  /** Index of its main domain in `Graph.mains`. */
  main: number;
  kind: SiteKind;
  /** Authority 0-100. */
  rank: number;
  spam: number;
  country: string | null;
  tld: string;
  /** Its IP and subnet ids (sites share them now and then). */
  ip: number;
  subnet: number;
  /** Its links: `start`..`start + n - 1` in the link arrays, the first `live` live. */
  start: number;
  n: number;
  live: number;
  /** Distinct pages its links are on. */
  pages: number;
  sitewide: boolean;
}

/** A page of the target that links point to. */
export interface TargetPage {
  url: string;
  title: string | null;
  keyword: string | null;
  status: number;
  words: number;
  internal: number;
  external: number;
  /** The day it was last crawled. */
  visited: number;
}

/** Daily counts of the timeseries, day 0 to DAYS - 1. */
export interface Daily {
  new_backlinks: Int32Array;
  lost_backlinks: Int32Array;
  new_referring_domains: Int32Array;
  lost_referring_domains: Int32Array;
  new_referring_main_domains: Int32Array;
  lost_referring_main_domains: Int32Array;
}

/** The links of a target and what they point from and to. */
export interface Graph {
  target: string;
  profile: Profile;
  brand: string;
  language: string;
  hosts: Host[];
  mains: string[];
  pages: TargetPage[];
  anchors: string[];
  /** Per link: its host, anchor, target page, first-seen day, lost day (LIVE) and flags. */
  links: {
    host: Int32Array;
    anchor: Int32Array;
    page: Uint16Array;
    first: Uint16Array;
    lost: Uint16Array;
    flags: Uint16Array;
  };
  /** Keywords the linking pages are about. */
  topics: string[];
  daily: Daily;
  crawled: number;
  /** Sorted link orders, made when first asked. */
  orders: Map<string, Int32Array>;
}

/** The source page index of link `i` (its host's links spread over its pages in order). */
export function sourcePageOf(g: Graph, i: number): number {
  const h = g.hosts[g.links.host[i]];
  return Math.floor(((i - h.start) * h.pages) / h.n);
}

/** The rank of the page link `i` is on, 0-100. */
export function pageRankOf(g: Graph, i: number): number {
  const hi = g.links.host[i];
  const q = sourcePageOf(g, i);
  return Math.max(0, g.hosts[hi].rank - ((q * 37 + hi * 11) % 12));
}

/** The rank of link `i`, 0-100. */
export function linkRankOf(g: Graph, i: number): number {
  const hi = g.links.host[i];
  return Math.max(0, pageRankOf(g, i) - (((i - g.hosts[hi].start) * 13 + hi) % 5));
}

/** The spam score of link `i`. */
export function linkSpamOf(g: Graph, i: number): number {
  const hi = g.links.host[i];
  const k = i - g.hosts[hi].start;
  return Math.max(0, Math.min(100, g.hosts[hi].spam + ((k * 7 + hi) % 9) - 4));
}

const CACHE = new Map<string, Graph>();
const CACHED = 6;

/** The graph of a target (a domain, or a page URL read as its host). */
export function graphOf(target: string): Graph {
  const host = normalTarget(target);
  const hit = CACHE.get(host);
  if (hit) {
    CACHE.delete(host);
    CACHE.set(host, hit);
    return hit;
  }
  const g = build(host);
  CACHE.set(host, g);
  if (CACHE.size > CACHED) CACHE.delete(CACHE.keys().next().value!);
  return g;
}

/** Cumulative weights, for drawing an index with one number in [0, 1). */
function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  let run = 0;
  weights.forEach((w, i) => out[i] = run += w / total);
  return out;
}

function drawFrom(cum: Float64Array, u: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Weights falling off as 1/(i+1)^s. */
const zipf = (n: number, s = 1) => Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);

/** The target's pages: home, its keywords' pages, a few old ones answering 404/410. */
function targetPages(host: string, p: Profile, language: string, r: Random) {
  const n = Math.max(3, Math.min(1500, Math.round(2 + Math.sqrt(p.backlinks) * 1.2)));
  const broken = n >= 5 ? Math.max(1, Math.round(n * 0.05)) : 0;
  const brand = brandName(host);
  const heads = headsOf(host);
  const pool = poolOf(host, language, n * 2 + 10).slice(1);
  const visited = () => DAYS - 1 - int(r, 0, 40);
  const pages: TargetPage[] = [{
    url: `https://${host}/`,
    title: `${brand} | ${titled(heads[0].text)}`,
    keyword: null,
    status: 200,
    words: int(r, 350, 1200),
    internal: int(r, 40, 160),
    external: int(r, 2, 20),
    visited: visited(),
  }];
  const seen = new Set([pages[0].url]);
  for (const k of pool) {
    if (pages.length >= n - broken) break;
    const url = urlFor(host, k, language);
    if (seen.has(url) || url.endsWith("/login")) continue;
    seen.add(url);
    pages.push({
      url,
      title: pageTitle(k, host),
      keyword: k,
      status: 200,
      words: int(r, 500, 3200),
      internal: int(r, 20, 120),
      external: int(r, 0, 30),
      visited: visited(),
    });
  }
  const live = pages.length;
  for (let i = 0; i < broken; i++) {
    const k = pool[(i * 7 + 3) % pool.length] ?? heads[i % heads.length].text;
    const url = `https://${host}/${pick(r, ["blog", "news", "archive", "events"])}/${slug(k)}-${
      int(r, 2019, 2023)
    }`;
    if (seen.has(url)) continue;
    seen.add(url);
    pages.push({
      url,
      title: null,
      keyword: k,
      status: pick(r, [404, 404, 410]),
      words: int(r, 40, 120),
      internal: int(r, 5, 30),
      external: 0,
      visited: visited(),
    });
  }
  // Links go mostly to the home page, then fall off. Old pages are linked from the sites that
  // linked them years ago (`old`): a third of those sites' links, none of the others'.
  const home = 0.25 + 0.25 * r();
  const rest = zipf(live - 1, 1.05);
  const restSum = rest.reduce((a, b) => a + b, 0) || 1;
  const liveWeights = [home, ...rest.map((w) => (w / restSum) * (1 - home))];
  const gone = pages.length - live;
  const oldShare = gone > 0 ? OLD_SHARE : 0;
  return {
    pages,
    liveCum: cumulative(liveWeights),
    oldCum: cumulative([
      ...liveWeights.map((w) => w * (1 - oldShare)),
      ...pages.slice(live).map(() => oldShare / gone),
    ]),
  };
}

/** The share of an old linking site's links that go to the target's old (broken) pages. */
const OLD_SHARE = 0.3;

/** Generic anchors by language, most used first. */
const GENERIC: Readonly<Record<string, readonly string[]>> = {
  en: [
    "click here",
    "here",
    "website",
    "read more",
    "this article",
    "learn more",
    "source",
    "this guide",
    "visit website",
    "link",
  ],
  de: ["hier", "hier klicken", "Webseite", "mehr erfahren", "weiterlesen", "Quelle", "zur Website"],
  fr: ["ici", "cliquez ici", "site web", "en savoir plus", "lire la suite", "source", "ce site"],
  es: ["aquí", "haz clic aquí", "sitio web", "leer más", "más información", "fuente"],
  it: ["qui", "clicca qui", "sito", "leggi di più", "fonte", "scopri di più"],
  nl: ["hier", "klik hier", "website", "lees meer", "bron", "meer info"],
  pt: ["aqui", "clique aqui", "site", "saiba mais", "leia mais", "fonte"],
  pl: ["tutaj", "kliknij tutaj", "strona", "czytaj więcej", "źródło"],
  ja: ["こちら", "詳しくはこちら", "公式サイト", "詳細"],
};

/** Brand anchors besides the bare brand, by language ({B} is the brand). */
const BRANDED: Readonly<Record<string, readonly string[]>> = {
  en: ["{B} blog", "{B} pricing", "{B} review", "{B} app"],
  de: ["{B} Blog", "{B} Erfahrungen", "{B} Preise"],
  fr: ["blog {B}", "avis {B}", "{B} prix"],
  es: ["blog de {B}", "{B} opiniones", "{B} precios"],
  it: ["{B} blog", "{B} recensioni"],
  nl: ["{B} blog", "{B} ervaringen"],
};

/** The anchor vocabulary of a target and how links pick from it. */
class AnchorTable {
  readonly texts: string[] = [];
  readonly #ids = new Map<string, number>();
  readonly empty: number;
  readonly #brand: number[];
  readonly #brandCum: Float64Array;
  readonly #naked: number[];
  readonly #nakedCum: Float64Array;
  readonly #generic: number[];
  readonly #genericCum: Float64Array;
  readonly #heads: number[];
  readonly #headsCum: Float64Array;
  /** Category shares (brand, naked, generic; topical is the rest). */
  readonly #shares: [number, number, number];

  /** The brand word as keywords write it ("kaffeeroester"). */
  readonly #word: string;

  constructor(host: string, language: string, p: Profile, r: Random) {
    const b = brandName(host);
    this.#word = brandOf(host);
    this.empty = this.id("");
    this.#brand = [b, ...(BRANDED[language] ?? []).map((t) => t.replace("{B}", b))].map((t) =>
      this.id(t)
    );
    this.#brandCum = cumulative([10, ...this.#brand.slice(1).map((_, i) => 1.6 / (i + 1))]);
    this.#naked = [host, `www.${host}`, `https://${host}`, `https://www.${host}/`].map((t) =>
      this.id(t)
    );
    this.#nakedCum = cumulative([4, 1.5, 1.2, 1]);
    const generic = GENERIC[language] ?? GENERIC.en;
    this.#generic = generic.map((t) => this.id(t));
    this.#genericCum = cumulative(zipf(generic.length, 0.9));
    const heads = headsOf(host).map((h) => h.text);
    this.#heads = heads.map((t) => this.id(t));
    this.#headsCum = cumulative(zipf(heads.length, 1.2));
    const spammy = p.spamScore > 35 ? 0.12 : 0;
    this.#shares = [0.4 + 0.15 * r() - spammy, 0.1 + 0.08 * r(), 0.07 + 0.06 * r()];
  }

  id(text: string): number {
    let id = this.#ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.#ids.set(text, id);
    }
    return id;
  }

  brand(u: number): number {
    return this.#brand[drawFrom(this.#brandCum, u)];
  }

  naked(u: number): number {
    return this.#naked[drawFrom(this.#nakedCum, u)];
  }

  /** A sitewide link's anchor: the brand, now and then the bare host (footers, partner lists). */
  sitewide(r: Random): number {
    return r() < 0.85 ? this.#brand[0] : this.#naked[0];
  }

  /** A link to an old page: years-old articles named its topic, its URL, or "here". */
  toOldPage(r: Random, page: TargetPage): number {
    const roll = r();
    if (roll < 0.6 && page.keyword !== null && !page.keyword.startsWith(this.#word)) {
      return this.id(page.keyword);
    }
    if (roll < 0.85) return this.id(page.url);
    return this.#generic[drawFrom(this.#genericCum, r())];
  }

  /** An anchor for a link to `page`: a category by the shares, then a text of it. */
  draw(r: Random, page: TargetPage): number {
    const [b, n, g] = this.#shares;
    const roll = r();
    if (roll < b) return this.brand(r());
    if (roll < b + n) {
      return page.keyword !== null && page.status < 400 && r() < 0.3
        ? this.id(page.url)
        : this.naked(r());
    }
    if (roll < b + n + g) return this.#generic[drawFrom(this.#genericCum, r())];
    const own = page.keyword !== null && page.status < 400 && !page.keyword.startsWith(this.#word);
    if (own && r() < 0.75) return this.id(r() < 0.7 ? page.keyword! : asSentence(page.keyword!));
    return this.#heads[drawFrom(this.#headsCum, r())];
  }
}

/** A keyword as a sentence: its first letter and acronyms in capitals ("Best CRM tools"). */
function asSentence(text: string): string {
  const t = text.replace(/\b(crm|seo|ui|etl|api)\b/g, (w) => w.toUpperCase());
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Largest-remainder shares of `total` by weights, each at least `floor`. */
function allocate(total: number, weights: readonly number[], floor: number): number[] {
  const extra = total - floor * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (extra * w) / sum);
  const out = exact.map((x) => floor + Math.floor(x));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i]).sort((a, b) =>
    b[0] - a[0] || a[1] - b[1]
  );
  for (let j = 0; left > 0; j = (j + 1) % order.length, left--) out[order[j][1]]++;
  return out;
}

/** The main domains: names, ranks, places; which ones only had links now lost. */
function mainsOf(host: string, p: Profile, r: Random) {
  const market = marketOfHost(host);
  const own = topicsOf(host);
  const topics = Object.keys(TOPICS);
  const live = p.referringDomains;
  const subs = live >= 12 ? Math.floor(live * (0.03 + 0.07 * r())) : 0;
  const liveMains = live - subs;
  const lostMains = Math.round(live * p.lostShare * (0.4 + 0.4 * r()));
  const count = liveMains + lostMains;
  const top = Math.min(100, p.rank100 + 15);
  const homeShare = market.country === "US" ? 0.85 : 0.65;
  const taken = new Set([host]);
  const mains = [];
  for (let i = 0; i < count; i++) {
    const rr = seeded("main", host, i);
    const kind = kindOf(rr);
    const home = rr() < homeShare;
    const place = placeOf(rr, market, home);
    const language = home ? market.language : "en";
    const topic = rr() < 0.55 ? own[i % own.length] : pick(rr, topics);
    let name = "";
    for (let tries = 0; !name || taken.has(name); tries++) {
      const label = siteLabel(rr, kind, language, topic);
      name = tries < 30 ? `${label}.${place.tld}` : `${label}${int(rr, 2, 99)}.${place.tld}`;
    }
    taken.add(name);
    const generic = /^(com|net|org|io|co|app)$/.test(place.tld);
    mains.push({
      name,
      kind,
      tld: place.tld,
      country: generic && rr() < 0.2 ? null : place.country,
      rank: Math.max(0, Math.round(top * (1 - i / count) ** 1.6) - int(rr, 0, 3)),
      spam: Math.min(100, Math.round(p.spamScore * (0.2 + 1.3 * rr() ** 2))),
      // Spread evenly through the ranks: main i is lost-only when the running share steps.
      lostOnly: Math.floor(((i + 1) * lostMains) / count) - Math.floor((i * lostMains) / count) ===
        1,
      ip: i,
      subs: [] as string[],
    });
  }
  // Shared hosting: now and then a site sits on an earlier one's IP.
  for (let i = 1; i < count; i++) {
    if (seeded("ip", host, i)() < 0.12) {
      mains[i].ip = mains[int(seeded("ip2", host, i), 0, i - 1)].ip;
    }
  }
  const liveIdx = mains.flatMap((m, i) => (m.lostOnly ? [] : [i]));
  const prefixes = Object.keys(SUBDOMAINS);
  for (let s = 0; s < subs; s++) {
    const rr = seeded("sub", host, s);
    for (let tries = 0; tries < 20; tries++) {
      const m = mains[liveIdx[Math.floor(liveIdx.length * rr() ** 2)]];
      const free = prefixes.filter((x) => !m.subs.includes(x));
      if (free.length) {
        m.subs.push(pick(rr, free));
        break;
      }
    }
  }
  return mains;
}

function build(target: string): Graph {
  const host = normalTarget(target);
  const p = profileOf(host);
  const market = marketOfHost(host);
  const r = seeded("graph", host);
  const { pages, liveCum, oldCum } = targetPages(host, p, market.language, r);
  const anchors = new AnchorTable(host, market.language, p, r);
  const mains = mainsOf(host, p, r);
  const hosts = hostsOf(host, mains);
  const total = sizeHosts(host, hosts, mains, p);
  const links = newLinks(total);
  const draw: LinkDraw = { host, p, mains, pages, liveCum, oldCum, anchors, links };
  hosts.forEach((h, hi) => drawHostLinks(draw, h, hi));
  return {
    target: host,
    profile: p,
    brand: brandName(host),
    language: market.language,
    hosts,
    mains: mains.map((m) => m.name),
    pages,
    anchors: anchors.texts,
    links,
    topics: sourceTopics(host, market.language),
    daily: dailyOf(hosts, mains.length, links),
    crawled: pages.length * int(r, 3, 12),
    orders: new Map(),
  };
}

/** The linking hosts: each main domain, then its subdomains. */
function hostsOf(host: string, mains: ReturnType<typeof mainsOf>): Host[] {
  const hosts: Host[] = [];
  mains.forEach((m, mi) => {
    const base = {
      main: mi,
      tld: m.tld,
      country: m.country,
      ip: m.ip,
      subnet: Math.floor(m.ip * 0.7),
    };
    hosts.push({ ...base, name: m.name, kind: m.kind, rank: m.rank, spam: m.spam, ...blank() });
    for (const sub of m.subs) {
      const rr = seeded("subhost", host, m.name, sub);
      hosts.push({
        ...base,
        name: `${sub}.${m.name}`,
        kind: SUBDOMAINS[sub],
        rank: Math.max(0, m.rank - int(rr, 0, 8)),
        spam: m.spam,
        ...blank(),
      });
    }
  });
  return hosts;
}

/**
 * How many links each host has: live ones over the live hosts (one each, the rest by
 * heavy-tailed weights, a few sitewide), then its lost ones. Returns the total.
 */
function sizeHosts(
  host: string,
  hosts: Host[],
  mains: ReturnType<typeof mainsOf>,
  p: Profile,
): number {
  const liveHosts = hosts.filter((h) => !mains[h.main].lostOnly);
  const wide = liveHosts.map((h, j) => seeded("wide", host, j)() < 0.05 && h.kind !== "wikis");
  const weights = liveHosts.map((_, j) => {
    const rr = seeded("weight", host, j);
    return (wide[j] ? 6 + 30 * rr() : 1) * (0.3 - Math.log(1 - rr()));
  });
  const counts = allocate(p.backlinks, weights, 1);
  liveHosts.forEach((h, j) => {
    h.live = counts[j];
    h.sitewide = wide[j] && counts[j] >= 25;
  });
  let total = 0;
  hosts.forEach((h, hi) => {
    const rr = seeded("lost", host, hi);
    const lost = mains[h.main].lostOnly
      ? 1 + Math.floor(-Math.log(1 - rr()) * 1.5)
      : h.live >= 2
      ? Math.round(h.live * p.lostShare * 2 * rr())
      : rr() < p.lostShare * 0.5
      ? 1
      : 0;
    h.n = h.live + lost;
    h.pages = h.sitewide ? h.n : Math.max(1, Math.min(h.n, Math.round(h.n * (0.5 + 0.5 * rr()))));
    h.start = total;
    total += h.n;
  });
  return total;
}

function newLinks(total: number): Graph["links"] {
  return {
    host: new Int32Array(total),
    anchor: new Int32Array(total),
    page: new Uint16Array(total),
    first: new Uint16Array(total),
    lost: new Uint16Array(total),
    flags: new Uint16Array(total),
  };
}

/** What drawing one host's links reads and writes. */
interface LinkDraw {
  host: string;
  p: Profile;
  mains: ReturnType<typeof mainsOf>;
  pages: ReturnType<typeof targetPages>["pages"];
  liveCum: Float64Array;
  oldCum: Float64Array;
  anchors: AnchorTable;
  links: Graph["links"];
}

/**
 * One host's links: a first-seen day, a follow policy and a favourite anchor it shares, then per
 * link its day (and lost day), page, anchor and flags. Sitewide links point at the home page; a
 * site linking old pages is one of a few.
 */
function drawHostLinks(d: LinkDraw, h: Host, hi: number): void {
  const { pages, anchors, links } = d;
  const rl = seeded("links", d.host, hi);
  const lostOnly = d.mains[h.main].lostOnly;
  const f = Math.floor((DAYS - 2) * rl() ** (lostOnly ? 1.2 : 0.7));
  const old = !h.sitewide && rl() < Math.min(0.35, d.p.brokenShare / OLD_SHARE);
  const pageCum = old ? d.oldCum : d.liveCum;
  const hostPage = h.sitewide ? 0 : drawFrom(pageCum, rl());
  const primary = h.sitewide
    ? anchors.sitewide(rl)
    : pages[hostPage].status >= 400
    ? anchors.toOldPage(rl, pages[hostPage])
    : anchors.draw(rl, pages[hostPage]);
  const nf = nofollowOf(h, 1 - d.p.dofollowShare);
  const policy = rl();
  for (let k = 0; k < h.n; k++) {
    const i = h.start + k;
    links.host[i] = hi;
    const [first, lost] = daysOf(rl, h, k, f);
    links.first[i] = first;
    links.lost[i] = lost;
    const page = h.sitewide ? hostPage : k === 0 ? hostPage : drawFrom(pageCum, rl());
    links.page[i] = page;
    const t = rl();
    const type = h.sitewide ? 0 : t < 0.05 ? 1 : t < 0.07 ? 2 : 0;
    links.anchor[i] = type !== 0
      ? anchors.empty
      : pages[page].status >= 400
      ? anchors.toOldPage(rl, pages[page])
      : h.sitewide || k === 0 || rl() < 0.6
      ? primary
      : anchors.draw(rl, pages[page]);
    links.flags[i] = linkFlags(rl, h, policy, nf, type);
  }
}

/** The share of a host's links that are not followed, by the kind of site. */
function nofollowOf(h: Host, nofollowShare: number): number {
  return h.kind === "message-boards" || h.kind === "wikis"
    ? 0.85
    : h.kind === "news"
    ? Math.min(0.9, nofollowShare * 1.3)
    : nofollowShare * 0.8;
}

/** Link `k` of a host: its first-seen day, and its lost day (LIVE while it is live). */
function daysOf(rl: Random, h: Host, k: number, f: number): [number, number] {
  const isLost = k >= h.live;
  let first = k === 0
    ? f
    : h.sitewide
    ? f + int(rl, 0, Math.min(30, DAYS - 1 - f))
    : f + Math.floor((DAYS - 1 - f) * rl() ** 1.4);
  let lost = LIVE;
  if (isLost) {
    first = Math.min(first, DAYS - 2);
    lost = first + 1 + Math.floor((DAYS - 2 - first) * rl() ** 0.8);
  }
  return [first, lost];
}

/** A link's flags: followed, its type, its place on the page and its rel attributes. */
function linkFlags(rl: Random, h: Host, policy: number, nf: number, type: number): number {
  const dofollow = policy < nf ? false : policy < nf + 0.15 ? rl() < 0.5 : true;
  const q = rl();
  const rel = dofollow
    ? (q < 0.2 ? 1 : q < 0.3 ? 2 : 0)
    : h.kind === "message-boards" || h.kind === "wikis"
    ? (q < 0.6 ? 4 : 3)
    : h.kind === "news" || h.kind === "organization" || h.kind === "cms"
    ? (q < 0.25 ? 5 : 3)
    : 3;
  const w = rl();
  const place = h.sitewide
    ? (w < 0.7 ? 3 : 2)
    : w < 0.58
    ? 0
    : w < 0.72
    ? 1
    : w < 0.8
    ? 2
    : w < 0.86
    ? 3
    : w < 0.88
    ? 4
    : 5;
  return (dofollow ? 1 : 0) | (type << 1) | (place << 3) | (rel << 6);
}

function blank() {
  return { start: 0, n: 0, live: 0, pages: 0, sitewide: false };
}

/** Keywords the linking pages write about: the target's topics, in its language. */
function sourceTopics(host: string, language: string): string[] {
  const brand = brandOf(host);
  return poolOf(host, language, 160).filter((k) => !k.startsWith(brand)).slice(0, 120);
}

/** New and lost links, sites and main domains per day. */
function dailyOf(hosts: Host[], mainCount: number, links: Graph["links"]): Daily {
  const d: Daily = {
    new_backlinks: new Int32Array(DAYS),
    lost_backlinks: new Int32Array(DAYS),
    new_referring_domains: new Int32Array(DAYS),
    lost_referring_domains: new Int32Array(DAYS),
    new_referring_main_domains: new Int32Array(DAYS),
    lost_referring_main_domains: new Int32Array(DAYS),
  };
  const mainFirst = new Int32Array(mainCount).fill(DAYS);
  const mainLost = new Int32Array(mainCount).fill(-1);
  const mainLive = new Uint8Array(mainCount);
  for (const h of hosts) {
    let first = DAYS;
    let lastLost = -1;
    for (let i = h.start; i < h.start + h.n; i++) {
      d.new_backlinks[links.first[i]]++;
      first = Math.min(first, links.first[i]);
      if (links.lost[i] !== LIVE) {
        d.lost_backlinks[links.lost[i]]++;
        lastLost = Math.max(lastLost, links.lost[i]);
      }
    }
    d.new_referring_domains[first]++;
    if (h.live === 0) d.lost_referring_domains[lastLost]++;
    mainFirst[h.main] = Math.min(mainFirst[h.main], first);
    if (h.live > 0) mainLive[h.main] = 1;
    else mainLost[h.main] = Math.max(mainLost[h.main], lastLost);
  }
  for (let m = 0; m < mainCount; m++) {
    d.new_referring_main_domains[mainFirst[m]]++;
    if (!mainLive[m]) d.lost_referring_main_domains[mainLost[m]]++;
  }
  return d;
}

/** The page (URL and title) link `i` is on. */
export function sourcePage(g: Graph, i: number): { url: string; title: string } {
  const hi = g.links.host[i];
  const h = g.hosts[hi];
  const q = sourcePageOf(g, i);
  const r = seeded("source", g.target, hi, q);
  const keyword = pick(r, g.topics.length ? g.topics : [brandOf(g.target)]);
  const section = sectionOf(h.kind, r);
  const url = `https://${h.name}/${section}/${slug(keyword)}${q > 0 ? `-${q + 1}` : ""}`;
  return { url, title: `${titled(keyword)} | ${brandName(g.mains[h.main])}` };
}

function sectionOf(kind: SiteKind, r: Random): string {
  switch (kind) {
    case "blogs":
      return pick(r, ["blog", "posts", `${int(r, 2019, 2026)}`]);
    case "news":
      return pick(r, ["news", "articles", "features"]);
    case "message-boards":
      return pick(r, ["threads", "t", "topic"]);
    case "ecommerce":
      return pick(r, ["products", "collections", "blog"]);
    case "wikis":
      return "wiki";
    default:
      return pick(r, ["resources", "partners", "insights", "about"]);
  }
}
