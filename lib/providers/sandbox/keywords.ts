/**
 * Sandbox keyword metrics: everything about a keyword in a market comes from a hash of
 * (keyword, location_code, language_code) alone, so one keyword has the same metrics in every
 * call. Volumes are heavy-tailed and rounded like Google Ads buckets; a modified keyword
 * ("best crm") gets a share of its core's volume; intent comes from `classifyIntent`, and CPC,
 * competition, difficulty and SERP features follow from intent and volume.
 */
import { classifyIntent } from "../../analysis/intent.ts";
import type { KeywordMetrics, Market, MonthlyVolume, SearchIntent } from "../labs_types.ts";
import {
  HOW_TO,
  LOCAL,
  type Modifier,
  modifiersOf,
  QUESTION,
  questionsOf,
  TOPICS,
} from "./lexicon.ts";
import { AS_OF } from "./profile.ts";
import { type Random, seeded } from "./random.ts";

/** Google Ads volume buckets. */
const BUCKETS = [
  10,
  20,
  30,
  40,
  50,
  70,
  90,
  110,
  140,
  170,
  210,
  260,
  320,
  390,
  480,
  590,
  720,
  880,
  1000,
  1300,
  1600,
  1900,
  2400,
  2900,
  3600,
  4400,
  5400,
  6600,
  8100,
  9900,
  12100,
  14800,
  18100,
  22200,
  27100,
  33100,
  40500,
  49500,
  60500,
  74000,
  90500,
  110000,
  135000,
  165000,
  201000,
  246000,
  301000,
  368000,
  450000,
  550000,
  673000,
  823000,
  1000000,
  1220000,
  1500000,
  1830000,
  2240000,
];

/** The features in the order they appear on a result page. */
export const PAGE_ORDER = [
  "ai_overview",
  "paid",
  "shopping",
  "featured_snippet",
  "map",
  "local_pack",
  "organic",
  "people_also_ask",
  "video",
  "popular_products",
  "discussions_and_forums",
  "images",
  "top_stories",
  "related_searches",
  "knowledge_graph",
];

/** A keyword as the provider keys it: trimmed, lower-cased, single spaces. */
export function normalKeyword(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The modifiers of a language, longest first (stripped in that order). */
const LONGEST_FIRST = new Map<string, readonly Modifier[]>();

function longestFirst(language: string): readonly Modifier[] {
  let list = LONGEST_FIRST.get(language);
  if (!list) {
    list = [...modifiersOf(language)].sort((a, b) => b.text.length - a.text.length);
    LONGEST_FIRST.set(language, list);
  }
  return list;
}

/** The keyword without its known modifiers, and how many were removed. */
export function coreOf(keyword: string, language: string): { core: string; removed: number } {
  let core = normalKeyword(keyword);
  let removed = 0;
  const list = longestFirst(language);
  for (let changed = true; changed;) {
    changed = false;
    for (const m of list) {
      const next = m.pre
        ? core.startsWith(`${m.text} `) ? core.slice(m.text.length + 1) : core
        : core.endsWith(` ${m.text}`)
        ? core.slice(0, -m.text.length - 1)
        : core;
      if (next !== core && next.trim()) {
        core = next.trim();
        removed++;
        changed = true;
      }
    }
  }
  return { core, removed };
}

/** A market's size relative to the United States (English), from its codes. */
function marketFactor(m: Market): number {
  if (m.location_code === 2840) return 1;
  return 0.05 + 0.45 * seeded("market", m.location_code, m.language_code)();
}

/** Words that never open or close a head term ("for", "near", "de", "für"). */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  ("a an the to for of in on at with and or vs near me my how what why is are can do does " +
    "de la le les des du au aux à en et un une el los las y con para por del " +
    "der die das und mit zu im am für von ein eine").split(" "),
);

/**
 * Whether words are a head term a longer keyword can be a variant of: a word of content at
 * both ends, not a number, not a bare modifier ("best", "near me", "pricing").
 */
function isHead(words: readonly string[], language: string): boolean {
  if (!words.length || FUNCTION_WORDS.has(words[0]) || FUNCTION_WORDS.has(words.at(-1)!)) {
    return false;
  }
  if (!words.some((w) => /\p{L}{2,}/u.test(w))) return false;
  const text = words.join(" ");
  return !modifiersOf(language).some((m) => m.text === text);
}

/** A core without the articles and prepositions a modifier left at its ends ("a crm"). */
function trimmed(core: string): string {
  const words = core.split(" ");
  while (words.length > 1 && FUNCTION_WORDS.has(words[0])) words.shift();
  while (words.length > 1 && FUNCTION_WORDS.has(words.at(-1)!)) words.pop();
  return words.join(" ");
}

/** English words ending in s that are no plurals. */
const NOT_PLURAL = new Set(
  "news series species analytics sales ops physics mathematics economics status campus bus gas plus yes this its his always perhaps less access express business process address"
    .split(" "),
);

/**
 * The other number of an English keyword's last word ("running shoe" for "running shoes"),
 * when this keyword is the less searched form: the form a head term of the lexicon uses wins,
 * else the singular mostly.
 */
function lessUsedNumber(words: readonly string[], m: Market): string | null {
  const last = words.at(-1)!;
  if (m.language_code !== "en" || !/^[a-z]{4,}$/.test(last) || NOT_PLURAL.has(last)) return null;
  const plural = last.endsWith("s") && !last.endsWith("ss");
  const singular = !plural
    ? last
    : /ies$/.test(last)
    ? `${last.slice(0, -3)}y`
    : /(ches|shes|xes|zes|sses)$/.test(last)
    ? last.slice(0, -2)
    : last.slice(0, -1);
  const pluralForm = plural
    ? last
    : /[^aeiou]y$/.test(last)
    ? `${last.slice(0, -1)}ies`
    : /(s|x|z|ch|sh)$/.test(last)
    ? `${last}es`
    : `${last}s`;
  const lasts = HEAD_LASTS;
  const primary = lasts.has(pluralForm)
    ? pluralForm
    : lasts.has(singular)
    ? singular
    : seeded("number", singular)() < 0.65
    ? singular
    : pluralForm;
  if (primary === last) return null;
  return [...words.slice(0, -1), primary].join(" ");
}

/** The last words of the lexicon's head terms (their number is the searched one). */
const HEAD_LASTS: ReadonlySet<string> = new Set(
  Object.values(TOPICS).flat().map((h) => h.text.split(" ").at(-1)!),
);

/**
 * The keyword without a modifier at either end ("best", "for small business"), or without its
 * first or last word where no modifier ends it (never cut inside "for small business").
 */
function headsInside(keyword: string, words: readonly string[], language: string): string[] {
  const out: string[] = [];
  let pre = false;
  let post = false;
  for (const m of longestFirst(language)) {
    if (m.pre && keyword.startsWith(`${m.text} `)) {
      out.push(keyword.slice(m.text.length + 1));
      pre = true;
    }
    if (!m.pre && keyword.endsWith(` ${m.text}`)) {
      out.push(keyword.slice(0, -m.text.length - 1));
      post = true;
    }
  }
  if (!pre) out.push(words.slice(1).join(" "));
  if (!post) out.push(words.slice(0, -1).join(" "));
  return out.filter((h) => h.trim() !== "");
}

/** The lexicon's head terms: the broad searches of the sandbox's world. */
const HEAD_TERMS: ReadonlySet<string> = new Set(Object.values(TOPICS).flat().map((h) => h.text));

/** Volumes already worked out (sub-phrases are shared by many keywords). */
const VOLUMES = new Map<string, number>();

/**
 * The unrounded monthly volume of a keyword: its own draw, never above a head term inside it
 * (the keyword without its first or last word, when that is a head) nor above the more
 * searched number of its last word. So a longer, more specific variant never outsearches the
 * shorter one it contains, whichever of them a request names.
 */
function rawVolume(keyword: string, m: Market): number {
  const key = `${keyword}|${m.location_code}|${m.language_code}`;
  const known = VOLUMES.get(key);
  if (known !== undefined) return known;
  const words = keyword.split(" ").filter(Boolean);
  let v = ownVolume(keyword, words, m);
  if (v > 0 && words.length > 1) {
    for (const head of headsInside(keyword, words, m.language_code)) {
      if (isHead(head.split(" "), m.language_code)) v = Math.min(v, rawVolume(head, m));
    }
  }
  const other = v > 0 ? lessUsedNumber(words, m) : null;
  if (other !== null) {
    v = Math.min(v, rawVolume(other, m) * (0.05 + 0.35 * seeded("share", keyword)()));
  }
  if (VOLUMES.size > 200_000) VOLUMES.clear();
  VOLUMES.set(key, v);
  return v;
}

/** A keyword's own volume draw: a share of its core's when modified, else heavy-tailed. */
function ownVolume(keyword: string, words: readonly string[], m: Market): number {
  if (!words.length || keyword.length > 80 || words.length > 10) return 0;
  const { core, removed } = coreOf(keyword, m.language_code);
  const r = seeded("volume", keyword, m.location_code, m.language_code);
  if (removed > 0) {
    const share = (0.01 + 0.3 * r() ** 1.5) * 0.45 ** (removed - 1);
    return rawVolume(trimmed(core), m) * share;
  }
  // One word is the broadest search ("software", "zahnarzt"), a head term of the lexicon a
  // broad one; each word past two narrows it.
  let exp = words.length === 1
    ? 2.2 + 2.6 * r() ** 1.3
    : 1.1 + 2.3 * r() ** 1.6 - 0.3 * Math.max(0, words.length - 2) +
      (HEAD_TERMS.has(keyword) ? 0.9 : 0);
  if (words.length <= 2 && r() < 0.08) exp += 1.2 + 1.3 * r();
  if (words.length >= 6 && r() < 0.6) return 0;
  return 10 ** exp * marketFactor(m);
}

/** The nearest Google Ads bucket of a volume (0 below 5). */
function bucketed(v: number): number {
  if (v < 5) return 0;
  let best = BUCKETS[0];
  for (const b of BUCKETS) if (Math.abs(Math.log(b / v)) < Math.abs(Math.log(best / v))) best = b;
  return best;
}

/** The search volume of a keyword in a market. */
export function volumeOf(keyword: string, m: Market): number {
  return bucketed(rawVolume(normalKeyword(keyword), m));
}

/** The intent of a keyword: `classifyIntent`, or the modifier's when it found no signal. */
export function intentOf(keyword: string, language: string): SearchIntent {
  const c = classifyIntent(keyword);
  if (c.signal !== null || language === "en") return c.intent;
  const k = normalKeyword(keyword);
  for (const m of modifiersOf(language)) {
    if (m.pre ? k.startsWith(`${m.text} `) : k.endsWith(` ${m.text}`)) return m.intent;
  }
  return LOCAL.test(k) ? "transactional" : c.intent;
}

/** Twelve months, newest first, ending at the as-of month, averaging `volume`. */
function monthlyOf(r: Random, volume: number): MonthlyVolume[] {
  const asOf = new Date(AS_OF);
  const seasonal = r() < 0.35;
  const peak = Math.floor(r() * 12);
  const amp = seasonal ? 0.25 + 0.5 * r() : 0;
  const trend = (r() - 0.5) * 0.3;
  const factors = Array.from({ length: 12 }, (_, k) => {
    const month = (asOf.getUTCMonth() - k + 24) % 12;
    const season = amp * Math.cos((2 * Math.PI * (month - peak)) / 12);
    return Math.max(0.05, 1 + season + trend * ((11 - k) / 11 - 0.5) + (r() - 0.5) * 0.12);
  });
  const mean = factors.reduce((a, b) => a + b, 0) / 12;
  return factors.map((f, k) => {
    const d = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - k, 1));
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      search_volume: Math.round((volume * f) / mean),
    };
  });
}

const CPC: Record<SearchIntent, [number, number]> = {
  informational: [0.2, 2.5],
  navigational: [0.2, 3],
  commercial: [0.8, 9],
  transactional: [1.2, 15],
};
const COMPETITION: Record<SearchIntent, [number, number]> = {
  informational: [0.02, 0.45],
  navigational: [0.05, 0.5],
  commercial: [0.3, 0.95],
  transactional: [0.45, 1],
};

/** The metrics of a keyword in a market. */
export function metricsOf(keyword: string, m: Market): KeywordMetrics {
  const k = normalKeyword(keyword);
  const r = seeded("metrics", k, m.location_code, m.language_code);
  const volume = volumeOf(k, m);
  const intent = intentOf(k, m.language_code);
  const buying = intent === "commercial" || intent === "transactional";
  const [lo, hi] = CPC[intent];
  const cpc = Math.round(lo * (hi / lo) ** r() * 100) / 100;
  const [clo, chi] = COMPETITION[intent];
  const competition = Math.round((clo + (chi - clo) * r()) * 100) / 100;
  const kd = 4 + Math.log10(volume + 1) * 11 + (buying ? 10 : 0) + (r() - 0.5) * 24;
  const known = volume > 0;
  return {
    keyword: k,
    search_volume: volume,
    cpc: known ? cpc : null,
    competition: known ? competition : null,
    competition_level: known ? levelOf(competition) : null,
    monthly_searches: monthlyOf(r, volume),
    keyword_difficulty: known ? Math.max(0, Math.min(100, Math.round(kd))) : null,
    main_intent: intent,
    serp_features: featuresOf(k, intent, m),
  };
}

/** The competition level of a 0-1 competition. */
export function levelOf(competition: number): "low" | "medium" | "high" {
  return competition < 0.34 ? "low" : competition < 0.67 ? "medium" : "high";
}

/** The SERP features of a keyword, in page order (always with organic). */
export function featuresOf(keyword: string, intent: SearchIntent, m: Market): string[] {
  const r = seeded("features", keyword, m.location_code, m.language_code);
  const f = new Set<string>(["organic", "related_searches"]);
  const add = (type: string, p: number) => r() < p && f.add(type);
  const question = QUESTION.test(keyword) || HOW_TO.test(keyword);
  const paa = questionsOf(m.language_code) !== null;
  if (intent === "informational") {
    add("ai_overview", question ? 0.8 : 0.35);
    add("featured_snippet", 0.6);
    if (paa) add("people_also_ask", 0.92);
    add("video", HOW_TO.test(keyword) ? 0.9 : 0.15);
    add("images", 0.3);
  } else if (intent === "commercial") {
    add("ai_overview", 0.25);
    add("paid", 0.5);
    if (paa) add("people_also_ask", 0.85);
    add("shopping", 0.3);
    add("discussions_and_forums", 0.4);
    add("video", 0.15);
  } else if (intent === "transactional") {
    add("paid", 0.9);
    add(r() < 0.5 ? "shopping" : "popular_products", 0.7);
    if (paa) add("people_also_ask", 0.5);
    add("images", 0.2);
  } else {
    add("knowledge_graph", 0.5);
    add("top_stories", 0.2);
    if (paa) add("people_also_ask", 0.4);
  }
  if (LOCAL.test(keyword)) {
    f.add("local_pack");
    f.add("map");
    f.delete("shopping");
    f.delete("popular_products");
  }
  return PAGE_ORDER.filter((t) => f.has(t));
}

/** The click-through rate of an organic rank. */
export function ctrAt(rank: number): number {
  const top = [0.28, 0.15, 0.1, 0.07, 0.05, 0.04, 0.03, 0.025, 0.02, 0.018];
  if (rank <= 10) return top[Math.max(1, rank) - 1];
  if (rank <= 20) return 0.012 - (rank - 11) * 0.0007;
  return Math.max(0.0002, 0.002 - (rank - 21) * 0.00002);
}
