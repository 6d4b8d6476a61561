/**
 * Sandbox SERPs: a deterministic, plausible result page per keyword, market and device, with the
 * features its intent implies (the keyword's `serp_features`, so the SERP agrees with the Labs
 * metrics) placed in page order, marked `provider: "sandbox"` at no cost.
 */
import { locationByCode } from "../../geo/geo.ts";
import type { SearchIntent } from "../labs_types.ts";
import type { SerpAnswer, SerpCalls, SerpItem, SerpRequest } from "../serp_types.ts";
import { slug } from "./domains.ts";
import { coreOf, intentOf, metricsOf, normalKeyword } from "./keywords.ts";
import { headlineCase, HOW_TO, LOCAL, questionsOf, TOPICS } from "./lexicon.ts";
import {
  brandName,
  businessDomain,
  localDomain,
  marketOf,
  publisherDomain,
  type SiteMarket,
} from "./names.ts";
import { AS_OF } from "./profile.ts";
import { int, pick, type Random, seeded } from "./random.ts";

/** Google's domain in a few countries (google.com elsewhere). */
const GOOGLE: Readonly<Record<string, string>> = {
  GB: "google.co.uk",
  DE: "google.de",
  FR: "google.fr",
  ES: "google.es",
  IT: "google.it",
  NL: "google.nl",
  CA: "google.ca",
  AU: "google.com.au",
  IN: "google.co.in",
  BR: "google.com.br",
  MX: "google.com.mx",
  JP: "google.co.jp",
};

/** English organic title templates by intent; `{K}` is the keyword, `{C}` its core. */
const TITLES: Readonly<Record<SearchIntent | "howto", readonly string[]>> = {
  informational: [
    "{K}: The Complete Guide (2026)",
    "What Is {C}? Definition, Examples and Tips",
    "{K} Explained in Plain English",
    "A Beginner's Guide to {C}",
  ],
  howto: ["{K} (Step-by-Step Guide)", "{K}: 7 Easy Steps", "{K} - A Practical Tutorial"],
  commercial: [
    "The 10 Best {C} in 2026 (Tested and Reviewed)",
    "{K}: Top Picks Compared",
    "{C} Reviews 2026: Ratings, Pros and Cons",
    "Best {C} for Every Budget",
  ],
  transactional: ["{K} | Compare Plans and Prices", "{C} - Deals and Offers", "Get {C} Today"],
  navigational: ["{K} | Official Site", "{K} - Sign In", "{K}: Help Center"],
};

/** The check URL of a search: Google's search page for the keyword in the market. */
function checkUrl(req: SerpRequest): string {
  const iso = locationByCode(req.location_code)?.country_iso_code ?? "US";
  const host = Object.hasOwn(GOOGLE, iso) ? GOOGLE[iso] : "google.com";
  const q = encodeURIComponent(req.keyword.trim());
  return `https://www.${host}/search?q=${q}&num=${req.depth}&hl=${req.language_code}&gl=${iso}`;
}

/** A filled-in template: `{K}`/`{k}` the keyword, `{C}`/`{c}` its core, `{x}` after "how to". */
function fill(t: string, keyword: string, core: string): string {
  const x = keyword.replace(/^.*\bhow to\s+/, "");
  return t.replace("{K}", headlineCase(keyword)).replace("{k}", keyword).replace(
    "{C}",
    headlineCase(core),
  )
    .replace("{c}", core).replace("{x}", x);
}

/** Context of one SERP being built. */
interface Page {
  r: Random;
  keyword: string;
  core: string;
  intent: SearchIntent;
  language: string;
  used: Set<string>;
  /** The keyword's topic and the searcher's market: who ranks. */
  topic: string;
  market: SiteMarket;
}

/** The topic of a keyword: the one whose head term it contains, else one by its hash. */
function topicOfKeyword(keyword: string): string {
  const keys = Object.keys(TOPICS);
  return keys.find((k) => TOPICS[k].some((h) => keyword.includes(h.text))) ??
    pick(seeded("topic", keyword), keys);
}

/** A site ranking for the keyword: businesses for buying and brand searches, else publishers. */
function siteDomain(p: Page): string {
  const business = p.intent === "navigational" ? 0.8 : p.intent === "informational" ? 0.25 : 0.5;
  if (p.r() >= business) return publisherDomain(p.r, p.topic, p.market, 0.92);
  // A search for a place nearby finds local businesses of the service searched.
  if (LOCAL.test(p.keyword)) {
    return localDomain(p.r, p.core.split(" ").filter((w) => w.length > 2).at(-1) ?? "", p.market);
  }
  return businessDomain(p.r, p.topic, p.market, "", 0.92);
}

/** What result snippets promise, by intent: each result names a few, the common ones often. */
const POINTS: Readonly<Record<SearchIntent, readonly string[]>> = {
  informational: [
    "the basics",
    "real examples",
    "common mistakes",
    "best practices",
    "expert tips",
    "a free checklist",
    "clear instructions",
    "key terms",
    "frequently asked questions",
    "further reading",
  ],
  commercial: [
    "pricing",
    "features",
    "pros and cons",
    "free trial options",
    "integrations",
    "customer support",
    "user reviews",
    "ease of use",
    "value for money",
    "alternatives",
  ],
  transactional: [
    "current prices",
    "free shipping",
    "discount codes",
    "flexible plans",
    "fast delivery",
    "a free trial",
    "a money-back guarantee",
  ],
  navigational: ["sign-in help", "support", "downloads", "account settings", "contact details"],
};

/** What the results of a search for a place nearby promise. */
const NEARBY = [
  "opening hours",
  "free quotes",
  "customer reviews",
  "same-day appointments",
  "upfront prices",
  "emergency call-outs",
  "directions",
];

/**
 * A result's snippet (English only): three points, the common ones often, in any order, then
 * the site on the keyword. Only stopwords join the parts, so no phrase recurs across results
 * but the points themselves ("pros and cons" in most reviews, "integrations" in a few).
 */
function snippet(p: Page, site: string): string | null {
  if (p.language !== "en") return null;
  const points = LOCAL.test(p.keyword) ? NEARBY : POINTS[p.intent];
  const chosen: string[] = [];
  while (chosen.length < 3) {
    const x = points[Math.min(points.length - 1, Math.floor(points.length * p.r() ** 1.3))];
    if (!chosen.includes(x)) chosen.splice(int(p.r, 0, chosen.length), 0, x);
  }
  const [a, b, c] = chosen;
  return `${a.charAt(0).toUpperCase()}${a.slice(1)}, ${b} and ${c}: ${site} on ${p.keyword}.`;
}

/** An organic result on a fresh domain. */
function organic(p: Page, n: number): Omit<SerpItem, "rank_absolute"> {
  let domain = siteDomain(p);
  while (p.used.has(domain)) domain = siteDomain(p);
  p.used.add(domain);
  const site = brandName(domain);
  const kind = HOW_TO.test(p.keyword) ? "howto" : p.intent;
  const title = p.language === "en"
    ? fill(pick(p.r, TITLES[kind]), p.keyword, p.core)
    : `${headlineCase(p.keyword)} | ${site}`;
  const section = p.intent === "transactional"
    ? "pricing"
    : p.intent === "commercial"
    ? pick(p.r, ["reviews", "best", "compare"])
    : pick(p.r, ["blog", "guides", "learn"]);
  return {
    type: "organic",
    rank_group: n,
    title,
    url: `https://${domain}/${section}/${slug(p.keyword)}`,
    domain,
    description: snippet(p, site),
  };
}

/** The people-also-ask questions of a keyword (3-4), or none in a language without templates. */
function questions(p: Page): string[] {
  const t = questionsOf(p.language);
  if (!t) return [];
  const list = HOW_TO.test(p.keyword) && p.language === "en"
    ? t.howto
    : [...t[p.intent], ...t.informational];
  const n = Math.min(list.length, int(p.r, 3, 4));
  return [...new Set(list.map((q) => fill(q, p.keyword, p.core)))].slice(0, n);
}

/** A one-element feature (no title of its own beyond the keyword). */
function feature(type: string, p: Page): Omit<SerpItem, "rank_absolute"> {
  const url = type === "video"
    ? `https://www.youtube.com/watch?v=${slug(p.keyword).slice(0, 11)}`
    : type === "discussions_and_forums"
    ? `https://www.reddit.com/r/${slug(p.core).replace(/-/g, "")}/`
    : null;
  return {
    type,
    rank_group: 1,
    title: type === "related_searches" ? null : headlineCase(p.keyword),
    url,
    domain: url ? new URL(url).hostname.replace(/^www\./, "") : null,
    description: null,
  };
}

const PLACES = ["Main Street", "Riverside", "Downtown", "Oak Park", "Northside", "City Center"];

/** Three businesses of a local pack, each its own item. */
function localPack(p: Page): Omit<SerpItem, "rank_absolute">[] {
  return [1, 2, 3].map((n) => {
    const title = `${pick(p.r, PLACES)} ${headlineCase(p.core)}`;
    const domain = `${slug(title).replace(/-/g, "")}.com`;
    const rating = (3.8 + 1.2 * p.r()).toFixed(1);
    return {
      type: "local_pack",
      rank_group: n,
      title,
      url: `https://${domain}/`,
      domain,
      description: `${rating} (${int(p.r, 8, 900)}) · ${
        pick(p.r, ["Open now", "Open 24 hours", "Closes 6 PM"])
      }`,
    };
  });
}

/** An AI overview citing 3-5 of the top organic results. */
function aiOverview(
  p: Page,
  organics: Omit<SerpItem, "rank_absolute">[],
): Omit<SerpItem, "rank_absolute"> {
  const n = Math.min(organics.length, int(p.r, 3, 5));
  const refs = organics.slice(0, Math.max(n, 6)).filter(() => p.r() < 0.8).concat(organics).slice(
    0,
    n,
  );
  return {
    type: "ai_overview",
    rank_group: 1,
    title: null,
    url: null,
    domain: null,
    description: p.language === "en"
      ? `${
        headlineCase(p.core)
      } is covered by several sources; here is an overview of ${p.keyword}.`
      : null,
    references: [...new Map(refs.map((o) => [o.url, o])).values()].map((o) => ({
      url: o.url!,
      domain: o.domain!,
      title: o.title,
    })),
  };
}

/** Search ads (1-3) on fresh domains. */
function ads(p: Page): Omit<SerpItem, "rank_absolute">[] {
  const n = p.intent === "transactional" ? 3 : int(p.r, 1, 2);
  return Array.from({ length: n }, (_, i) => {
    const o = organic(p, i + 1);
    const site = brandName(o.domain!);
    return {
      ...o,
      type: "paid",
      title: `${headlineCase(p.core)} | ${site}`,
      url: `https://${o.domain}/`,
    };
  });
}

/** The items before the first organic result, in page order. */
function topItems(p: Page, f: Set<string>, organics: Omit<SerpItem, "rank_absolute">[]) {
  const out: Omit<SerpItem, "rank_absolute">[] = [];
  if (f.has("ai_overview")) out.push(aiOverview(p, organics));
  if (f.has("paid")) out.push(...ads(p));
  if (f.has("shopping")) out.push(feature("shopping", p));
  if (f.has("featured_snippet") && organics[0]) {
    out.push({ ...organics[0], type: "featured_snippet", rank_group: 1 });
  }
  if (f.has("map")) out.push(feature("map", p));
  if (f.has("local_pack")) out.push(...localPack(p));
  return out;
}

/** Features placed after the n-th organic result. */
const AFTER: Readonly<Record<number, readonly string[]>> = {
  2: ["people_also_ask"],
  4: ["video"],
  5: ["popular_products"],
  6: ["discussions_and_forums"],
  7: ["images"],
  8: ["top_stories"],
};

/** Every item of the page, in order, ranked. */
function itemsOf(p: Page, features: string[], depth: number, device: string): SerpItem[] {
  const f = new Set(features);
  const organics = Array.from({ length: depth }, (_, i) => organic(p, i + 1));
  if (device === "mobile") shuffleNearby(p, organics);
  const out = topItems(p, f, organics);
  organics.forEach((o, i) => {
    out.push(o);
    for (const t of AFTER[i + 1] ?? []) {
      if (!f.has(t)) continue;
      const qs = t === "people_also_ask" ? questions(p) : undefined;
      out.push(qs ? { ...feature(t, p), title: null, questions: qs } : feature(t, p));
    }
    if (i + 1 === Math.min(depth, 10) && f.has("related_searches")) {
      out.push(feature("related_searches", p));
    }
  });
  if (f.has("knowledge_graph")) {
    const kg = feature("knowledge_graph", p);
    if (device === "mobile") out.unshift(kg);
    else out.push(kg);
  }
  return out.map((item, i) => ({ ...item, rank_absolute: i + 1 }));
}

/** Mobile results: a few neighbouring organic results trade places (ranks kept in order). */
function shuffleNearby(p: Page, organics: Omit<SerpItem, "rank_absolute">[]): void {
  for (let i = 0; i + 1 < organics.length; i++) {
    if (p.r() < 0.2) {
      const a = organics[i];
      organics[i] = { ...organics[i + 1], rank_group: a.rank_group };
      organics[i + 1] = { ...a, rank_group: a.rank_group + 1 };
    }
  }
}

/** The result page of a search. */
export function serpOf(req: SerpRequest): SerpAnswer {
  const keyword = normalKeyword(req.keyword);
  const metrics = metricsOf(keyword, req);
  const p: Page = {
    r: seeded("serp", keyword, req.location_code, req.language_code),
    keyword,
    core: coreOf(keyword, req.language_code).core,
    intent: intentOf(keyword, req.language_code),
    language: req.language_code,
    used: new Set(),
    topic: topicOfKeyword(keyword),
    market: marketOf(
      locationByCode(req.location_code)?.country_iso_code ?? "US",
      req.language_code,
    ),
  };
  const items = itemsOf(p, metrics.serp_features, Math.max(0, req.depth), req.device);
  const volume = metrics.search_volume ?? 0;
  const results = 10 ** (4.5 + Math.log10(volume + 10) * 0.7 + seeded("count", keyword)() * 1.2);
  return {
    serp: {
      keyword: req.keyword.trim(),
      datetime: AS_OF,
      check_url: checkUrl(req),
      item_types: [...new Set(items.map((i) => i.type))],
      se_results_count: Math.round(results),
      items,
    },
    total_count: 1,
    cost_usd: 0,
    provider: "sandbox",
  };
}

/** The sandbox's SERP call. */
export function sandboxSerp(): SerpCalls {
  return { serpOrganic: (req) => Promise.resolve(serpOf(req)) };
}
