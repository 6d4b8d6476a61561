/**
 * A target's organic footprint in the sandbox: how many keywords it ranks for and how strongly,
 * sized by its backlink authority (`profileOf`), which keywords those are (its topics' head
 * terms with the market language's modifiers, and its brand), where it ranks for each, and its
 * position metrics. Pure functions of (target, market), so every call tells one story.
 */
import type { Market, PositionMetrics, SerpPosition } from "../labs_types.ts";
import { combinable, type Head, modifiersOf, TOPICS } from "./lexicon.ts";
import { ctrAt, intentOf, normalKeyword } from "./keywords.ts";
import { brandName } from "./names.ts";
import { normalTarget, profileOf } from "./profile.ts";
import { int, pick, seeded } from "./random.ts";

/** What a target ranks for in a market, in aggregate. */
export interface Footprint {
  host: string;
  /** Authority 0-1: the higher, the better its ranks. */
  strength: number;
  /** Keywords ranked (positions 1-100). */
  count: number;
  /** Mean search volume of its keywords. */
  meanVolume: number;
  /** Mean CPC of its keywords, USD. */
  meanCpc: number;
  /** Whether it runs search ads. */
  advertises: boolean;
}

/** The brand word of a host ("acme" for acme.co.uk). */
export function brandOf(host: string): string {
  return host.split(".")[0].replace(/[^a-z0-9]+/g, " ").trim() || host;
}

/**
 * The topics of a target: its named topic first (a topic word in its name), then hashed ones
 * (three topics are its own; with `all`, the other topics follow).
 */
export function topicsOf(host: string, all = false): string[] {
  const keys = Object.keys(TOPICS);
  const named = keys.filter((k) =>
    host.includes(k) || TOPICS[k].some((h) => host.includes(h.text.split(" ")[0]))
  );
  const r = seeded("topics", host);
  const chosen = new Set(named.slice(0, 1));
  while (chosen.size < 3) chosen.add(pick(r, keys));
  if (all) { for (const k of keys) chosen.add(k); }
  return [...chosen];
}

/**
 * The head terms of a target: its topics' (three topics are its own; with `all`, the other
 * topics follow, for the long tail of large sites).
 */
export function headsOf(host: string, all = false): Head[] {
  return topicsOf(host, all).flatMap((k) => TOPICS[k]);
}

/** The i-th..n keywords a target can rank for in a language (distinct, brand first). */
export function poolOf(host: string, language: string, n: number): string[] {
  const brand = brandOf(host);
  const out = new Set<string>([brand, `${brand} login`, `${brand} pricing`, `${brand} app`]);
  if (language === "en") out.add(`${brand} reviews`).add(`${brand} alternatives`);
  const hs = headsOf(host, true);
  const mods = modifiersOf(language);
  for (const h of hs) {
    out.add(h.text);
    for (const m of mods) {
      if (out.size >= n) return [...out].slice(0, n);
      if (m.kinds.includes(h.kind)) out.add(m.pre ? `${m.text} ${h.text}` : `${h.text} ${m.text}`);
    }
  }
  for (const h of hs) {
    for (const p of mods.filter((m) => combinable(m) && m.kinds.includes(h.kind))) {
      for (const q of mods.filter((m) => !m.pre && m.kinds.includes(h.kind))) {
        if (out.size >= n) return [...out].slice(0, n);
        if (!q.text.split(" ").includes(p.text)) out.add(`${p.text} ${h.text} ${q.text}`);
      }
    }
  }
  for (const h of hs) out.add(`${h.text} 2026`).add(`${brand} ${h.text}`);
  return [...out].slice(0, n);
}

/** The footprint of a target in a market. */
export function footprintOf(target: string, m: Market): Footprint {
  const host = normalTarget(target);
  const p = profileOf(host);
  const r = seeded("footprint", host, m.location_code, m.language_code);
  const market = m.location_code === 2840 ? 1 : 0.15 + 0.5 * r();
  const wanted = Math.round(10 ** (1.2 + (p.rank100 / 100) * 4 + r() * 0.4) * market);
  // A language without modifiers has a small pool of keywords: the footprint fits in it.
  const cap = modifiersOf(m.language_code).length
    ? Infinity
    : poolOf(host, m.language_code, 50_000).length;
  const count = Math.max(3, Math.min(wanted, cap));
  return {
    host,
    strength: p.rank100 / 100,
    count,
    meanVolume: Math.round(60 + 500 * r() ** 2),
    meanCpc: Math.round((0.6 + 3.4 * r()) * 100) / 100,
    advertises: r() < 0.45,
  };
}

/** The exponent of a strength's rank distribution: rank = 1 + floor(99 u^e). */
function exponent(strength: number): number {
  return 0.6 + 2.2 * strength;
}

/** The share of a strength's ranks at or above `rank`. */
function shareWithin(strength: number, rank: number): number {
  return Math.min(1, (Math.max(0, rank) / 99) ** (1 / exponent(strength)));
}

/** Where a host ranks for a keyword (1-100): brand terms first, then by its strength. */
export function rankOf(host: string, keyword: string, strength: number, m: Market): number {
  const k = normalKeyword(keyword);
  if (k === brandOf(host) || k.startsWith(`${brandOf(host)} `)) {
    return k === brandOf(host) ? 1 : int(seeded("brand", host, k), 1, 3);
  }
  const u = seeded("rank", host, k, m.location_code, m.language_code)();
  return 1 + Math.floor(99 * u ** exponent(strength));
}

/** A URL on `host` for a keyword, its section chosen by intent. */
export function urlFor(host: string, keyword: string, language: string): string {
  const k = normalKeyword(keyword);
  const brand = brandOf(host);
  if (k === brand) return `https://${host}/`;
  if (k.startsWith(`${brand} `)) {
    const rest = k.slice(brand.length + 1);
    return `https://${host}/${/login/.test(rest) ? "login" : slug(rest)}`;
  }
  const intent = intentOf(k, language);
  const section = intent === "transactional"
    ? "pricing"
    : intent === "commercial"
    ? pick(seeded("section", host, k), ["compare", "blog", "solutions"])
    : pick(seeded("section", host, k), ["blog", "guides", "learn"]);
  return `https://${host}/${section}/${slug(k)}`;
}

/** A URL path segment of a text. */
export function slug(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "page";
}

/** A title of a page for a keyword on a site. */
export function pageTitle(keyword: string, host: string): string {
  const k = normalKeyword(keyword);
  return `${k.charAt(0).toUpperCase()}${k.slice(1)} | ${brandName(host)}`;
}

/** The Labs SERP element of `host` ranking `rank` for a keyword of `volume` searches. */
export function positionOf(
  host: string,
  keyword: string,
  rank: number,
  volume: number,
  m: Market,
  url = urlFor(host, keyword, m.language_code),
): SerpPosition {
  const r = seeded("change", host, normalKeyword(keyword), m.location_code);
  const isNew = r() < 0.1;
  const previous = isNew ? null : Math.max(1, rank + int(r, -6, 6) + int(r, 0, 2));
  const ahead = int(r, 0, 3);
  return {
    type: "organic",
    rank_group: rank,
    rank_absolute: rank + ahead,
    url,
    domain: host,
    title: pageTitle(keyword, host),
    etv: Math.round(volume * ctrAt(rank) * 100) / 100,
    previous_rank_absolute: previous === null ? null : previous + ahead,
    is_new: isNew,
    is_up: previous !== null && previous > rank,
    is_down: previous !== null && previous < rank,
  };
}

const BUCKET_TOPS = [1, 3, 10, 20, 100];
const BUCKET_CTR = [0.28, 0.125, 0.035, 0.008, 0.001];

/**
 * `count` keywords split into position buckets for a strength (ranks above `maxRank` dropped
 * from the distribution), with traffic at `meanVolume` and cost at `meanCpc`.
 */
export function metricsFor(
  count: number,
  strength: number,
  meanVolume: number,
  meanCpc: number,
  seed: string,
  lost = 0,
  maxRank = 100,
): PositionMetrics {
  const r = seeded("split", seed);
  const within = shareWithin(strength, maxRank);
  let prev = 0;
  const shares = BUCKET_TOPS.map((top) => {
    const s = shareWithin(strength, Math.min(top, maxRank)) / within - prev;
    prev += s;
    return Math.max(0, s);
  });
  const parts = shares.map((s) => Math.floor(s * count));
  const rest = count - parts.reduce((a, b) => a + b, 0);
  parts[shares.indexOf(Math.max(...shares))] += rest;
  const etv = parts.reduce((a, n, i) => a + n * meanVolume * BUCKET_CTR[i], 0) * (0.8 + 0.4 * r());
  const isNew = Math.round(count * 0.05 * (1 + 2 * r()));
  const isUp = Math.round(count * (0.1 + 0.2 * r()));
  return {
    pos_1: parts[0],
    pos_2_3: parts[1],
    pos_4_10: parts[2],
    pos_11_20: parts[3],
    pos_21_100: parts[4],
    etv: Math.round(etv * 100) / 100,
    count,
    estimated_paid_traffic_cost: Math.round(etv * meanCpc * 100) / 100,
    is_new: isNew,
    is_up: isUp,
    is_down: Math.min(count - isNew - isUp, Math.round(count * (0.1 + 0.2 * r()))),
    is_lost: lost,
  };
}

/** The whole organic footprint of a target as position metrics. */
export function organicOf(f: Footprint, m: Market, maxRank = 100): PositionMetrics {
  const count = Math.round(f.count * shareWithin(f.strength, maxRank));
  return metricsFor(
    count,
    f.strength,
    f.meanVolume,
    f.meanCpc,
    `${f.host}|${m.location_code}|${m.language_code}`,
    0,
    maxRank,
  );
}

/** The share of a strength's ranks within `maxRank`. */
export function rankShare(strength: number, maxRank: number): number {
  return shareWithin(strength, maxRank);
}
