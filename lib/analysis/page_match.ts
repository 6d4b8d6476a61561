/**
 * Matching keywords to pages, shared by `/content/keyword-map` and `/content/cannibalization`:
 * keyword keys, page URL normalisation, page intent, and one IDF-weighted field score with an
 * inverted index so large sites are not compared all-pairs. Pure and deterministic.
 */
import {
  evidencedLanguageOfText,
  evidencedStemLanguage,
  stemLanguage,
} from "./understanding/language.ts";
import { asHomeLanguage } from "./understanding/language_family.ts";
import { queryIntent } from "./understanding/query_intent.ts";
import { stemmerFor } from "./understanding/stemming.ts";
import { isForeignStopword } from "./understanding/stopwords.ts";
import { byText, normalizeText } from "../toolkit/text.ts";
import { classifyIntent } from "./intent.ts";
import { type Intent } from "../toolkit/values.ts";
import { round } from "../toolkit/numbers.ts";
import { STOPWORDS, tokens } from "../toolkit/tokens.ts";

// ---------------------------------------------------------------------------------------------
// Phrases

/** A keyword, query or title prepared for matching. */
export interface Phrase {
  /** The text as supplied, trimmed. */
  text: string;
  /** `normalizeText` of the text (accents folded, punctuation removed). */
  norm: string;
  /** Unique topic stems, in order of first appearance (stopwords dropped). */
  stems: string[];
  /** The topic words behind `stems`, aligned with it (for readable evidence). */
  words: string[];
  /**
   * Order-free identity: sorted unique stems. "Running shoes best" and "best running shoe"
   * share a key. Stopword-only text falls back to its stemmed words; text with no letters or
   * digits at all (emoji, punctuation) to its lowercased NFKC form prefixed with `~`.
   */
  key: string;
}

/** Prepares one text for matching. */
export function toPhrase(
  text: string,
  options: { stem?: (word: string) => string; fallbackLanguage?: string } = {},
): Phrase {
  const trimmed = text.trim();
  // The text's language decides its stemmer and its stopwords ("die", "für", "de", "pour");
  // plain ASCII without evidence takes the caller's fallback (the site's language), else English.
  // A close language of the fallback is the fallback: on a Danish site "flyttefirma pris" reads
  // as Swedish by one shared word, and its words must stem as the site's pages do.
  const fallback = options.fallbackLanguage;
  const shown = fallback ? evidencedStemLanguage(trimmed) : null;
  const language = fallback ? asHomeLanguage(shown, fallback) ?? fallback : stemLanguage(trimmed);
  const stemOf = options.stem ?? stemmerFor(language);
  // Same words as `tokens()`, normalised once.
  const norm = normalizeText(trimmed);
  const all = norm === "" ? [] : norm.split(" ");
  const seen = new Set<string>();
  const stemsOut: string[] = [];
  const words: string[] = [];
  for (const word of all) {
    if (STOPWORDS.has(word) || isForeignStopword(word, language)) continue;
    const s = stemOf(word);
    if (seen.has(s)) continue;
    seen.add(s);
    stemsOut.push(s);
    words.push(word);
  }
  let key = stemsOut.length === 1 ? stemsOut[0] : [...stemsOut].sort(byText).join(" ");
  if (key === "") key = [...new Set(all.map(stemOf))].sort(byText).join(" ");
  if (key === "") key = `~${trimmed.normalize("NFKC").toLowerCase().replace(/\s+/g, " ")}`;
  return { text: trimmed, norm, stems: stemsOut, words, key };
}

/**
 * A memoising `toPhrase` for one analysis run: the same query often repeats across pages (stems
 * are memoised per language by the stemmers).
 */
export function phraseCache(fallbackLanguage?: string): (text: string) => Phrase {
  const cache = new Map<string, Phrase>();
  return (text: string) => {
    let p = cache.get(text);
    if (!p) {
      p = toPhrase(text, { fallbackLanguage });
      cache.set(text, p);
    }
    return p;
  };
}

/** Whether every topic stem of `needle` occurs in `hay` ("running shoes" in "best running shoes"). */
export function phraseContains(hay: Phrase, needle: Phrase): boolean {
  if (needle.stems.length === 0) return hay.key === needle.key;
  const set = new Set(hay.stems);
  return needle.stems.every((s) => set.has(s));
}

/** Jaccard similarity of two phrases' stem sets (0 when either has none). */
export function stemJaccard(a: Phrase, b: Phrase): number {
  if (a.key === b.key) return 1;
  if (a.stems.length === 0 || b.stems.length === 0) return 0;
  const set = new Set(a.stems);
  let shared = 0;
  for (const s of b.stems) if (set.has(s)) shared++;
  return shared / (a.stems.length + b.stems.length - shared);
}

// ---------------------------------------------------------------------------------------------
// URLs

/** A supplied page URL, normalised for comparison. */
export interface PageUrl {
  /** Comparison key: host (lowercase, no www.) + lowercased path without trailing slash + sorted query. */
  key: string;
  /** Host used in the key ("" when the URL is relative and no site host is known). */
  host: string;
  /** Lowercased path without trailing slash ("/" for the root). */
  path: string;
  /** An absolute http(s) URL usable in a follow-up request, or null when none can be formed. */
  absolute: string | null;
  /** The URL was relative (or schemeless) and was resolved against the site host. */
  relative: boolean;
}

const TRACKING_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid)$/i;
const FILE_EXTENSION = /\.(html?|php|aspx?|jsp|pdf|xml|txt|json)$/i;
const PLACEHOLDER = "https://placeholder.invalid";

interface Loose {
  url: URL | null;
  relative: boolean;
  opaque: string | null;
}

function parseLoose(raw: string): Loose {
  const text = raw.trim();
  try {
    if (/^https?:\/\//i.test(text)) return { url: new URL(text), relative: false, opaque: null };
    if (text.startsWith("//")) {
      return { url: new URL(`https:${text}`), relative: false, opaque: null };
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^/:]+\.[^/:]+:\d+/.test(text)) {
      return { url: null, relative: false, opaque: text.toLowerCase() };
    }
    const first = text.split(/[/?#]/)[0];
    if (
      /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}(:\d+)?$/u.test(first) &&
      !FILE_EXTENSION.test(first)
    ) {
      return { url: new URL(`https://${text}`), relative: false, opaque: null };
    }
    const path = text.startsWith("/") || text.startsWith("?") ? text : `/${text}`;
    return { url: new URL(path, PLACEHOLDER), relative: true, opaque: null };
  } catch {
    return { url: null, relative: false, opaque: text.toLowerCase() };
  }
}

function hostKeyOf(url: URL): string {
  return url.host.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
}

/** The host of a domain or URL (`https://www.Example.com/x` -> `example.com`), or "". */
export function hostOfTarget(target: string | undefined): string {
  if (!target) return "";
  const loose = parseLoose(/^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? target : `//${target}`);
  return loose.url && !loose.relative ? hostKeyOf(loose.url) : "";
}

/**
 * The site host relative URLs are resolved against: the `target`'s host when given, else the
 * most common host among the absolute URLs (ties: alphabetical), else "".
 */
export function siteHostOf(urls: readonly string[], target?: string): string {
  const fromTarget = hostOfTarget(target);
  if (fromTarget) return fromTarget;
  const counts = new Map<string, number>();
  for (const raw of urls) {
    const loose = parseLoose(raw);
    if (loose.url && !loose.relative) {
      const h = hostKeyOf(loose.url);
      counts.set(h, (counts.get(h) ?? 0) + 1);
    }
  }
  let best = "";
  let bestCount = 0;
  for (const [h, c] of [...counts].sort((a, b) => byText(a[0], b[0]))) {
    if (c > bestCount) [best, bestCount] = [h, c];
  }
  return best;
}

/**
 * Normalises a supplied page URL: scheme, `www.`, fragment, trailing slash, letter case and
 * tracking parameters (utm_*, gclid, fbclid, msclkid) are ignored; remaining query parameters
 * are sorted. Relative URLs (`/pricing`, `blog/x`) and schemeless ones (`example.com/x`) are
 * resolved against `siteHost`.
 */
export function normalisePageUrl(raw: string, siteHost: string): PageUrl {
  const loose = parseLoose(raw);
  if (!loose.url) {
    const key = `opaque:${loose.opaque ?? raw.trim().toLowerCase()}`;
    return { key, host: "", path: key, absolute: null, relative: false };
  }
  const url = loose.url;
  const host = loose.relative ? siteHost : hostKeyOf(url);
  let path = decodeSafe(url.pathname).replace(/\/+$/, "").toLowerCase() || "/";
  if (!path.startsWith("/")) path = `/${path}`;
  const params = [...url.searchParams].filter(([k]) => !TRACKING_PARAM.test(k))
    .map(([k, v]) => `${k}=${v}`).sort(byText);
  const query = params.length > 0 ? `?${params.join("&")}` : "";
  let absolute: string | null = null;
  if (!loose.relative) {
    url.hash = "";
    absolute = url.href;
  } else if (siteHost) {
    absolute = `https://${siteHost}${url.pathname}${url.search}`;
  }
  if (absolute && (absolute.length > 2048 || !isHttpUrl(absolute))) absolute = null;
  return { key: `${host}${path}${query}`, host, path, absolute, relative: loose.relative };
}

/** A percent-encoded path decoded, or as written when its encoding is broken. */
export function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return (u.protocol === "https:" || u.protocol === "http:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Words of a URL path, for slug matching (`/blog/crm-data-import` -> blog crm data import). */
export function slugText(path: string): string {
  return path.replace(/^opaque:/, "").replace(/[/_\-.+]+/g, " ").trim();
}

/**
 * A URL slug from a keyword: topic words joined by hyphens (`Best CRM for teams` ->
 * `best-crm-teams`), or every word with `keepStopwords` (`what-is-a-crm`).
 */
export function slugify(text: string, options: { keepStopwords?: boolean } = {}): string {
  const words = tokens(text, { keepStopwords: options.keepStopwords });
  const list = words.length > 0 ? words : tokens(text, { keepStopwords: true });
  return list.slice(0, 8).join("-").slice(0, 80).replace(/-+$/, "");
}

// ---------------------------------------------------------------------------------------------
// Intent

/** Where a page's intent was read from, most reliable first. */
export type IntentSource = "primary_keyword" | "page_type" | "title" | "url" | "unknown";

/** The intents a page can satisfy, with where that was read from. */
export interface PageIntent {
  intents: Intent[];
  source: IntentSource;
}

const PAGE_TYPE_RULES: [RegExp, Intent[]][] = [
  [/^(home|homepage|home_page|index|front_page)$/, ["navigational", "commercial"]],
  [/(pricing|price|plans?)\b/, ["transactional"]],
  [/(compar|_vs_|^vs$|versus|alternative|review|listicle|^best|^top)/, ["commercial"]],
  [/(landing|service|local_business|local|booking|quote|demo|trial|signup|sign_up)/, [
    "commercial",
    "transactional",
  ]],
  // Bookable offers: a course, a hotel or an event page sells a place, it does not teach.
  [
    /(^|_)(course|class|workshop|hotel|room|property|venue|event|ticket|tour|reservation)e?s?(_|$)/,
    [
      "commercial",
      "transactional",
    ],
  ],
  [/(category|collection|catalog|listing|plp)/, ["transactional", "commercial"]],
  [/(product|shop|store|checkout|cart|pdp|offer)/, ["transactional"]],
  [/(software|saas|feature|solution|tool|integration|use_case|app)/, ["commercial"]],
  [
    /(blog|post|article|guide|tutorial|how|docs?|documentation|help|faq|glossary|news|resource|learn|wiki|knowledge|definition|case_study|whitepaper|ebook|template|checklist|video|recipe)/,
    ["informational"],
  ],
  [/(about|contact|login|log_in|sign_in|account|support|career|team|legal|privacy|terms)/, [
    "navigational",
  ]],
];

const PATH_RULES: [RegExp, Intent[]][] = [
  [
    /^\/(blog|blogs|news|guides?|learn|academy|resources?|docs|documentation|help|faq|glossary|wiki|how-to|tutorials?|articles?|insights|knowledge)(\/|$)/,
    ["informational"],
  ],
  [/(^|\/)(pricing|plans|price|prices)(\/|$)/, ["transactional"]],
  [/^\/(shop|store|products?|buy|checkout|cart|collections?|categor(y|ies))(\/|$)/, [
    "transactional",
  ]],
  [/(^|\/)(compare|comparison|vs|alternatives?|reviews?)(\/|$)|-vs-|-alternatives?(\/|$)/, [
    "commercial",
  ]],
  [/^\/(features?|solutions?|integrations?|use-cases?|software|tools?)(\/|$)/, ["commercial"]],
  [/^\/(about|contact|login|signin|sign-in|account|support|careers|legal|privacy|terms)(\/|$)/, [
    "navigational",
  ]],
];

/** The intents a `page_type` value stands for, or null when it says nothing recognisable. */
export function pageTypeIntents(pageType: string | undefined): Intent[] | null {
  if (!pageType) return null;
  const t = normalizeText(pageType).replace(/ /g, "_");
  if (t === "") return null;
  for (const [pattern, intents] of PAGE_TYPE_RULES) if (pattern.test(t)) return intents;
  return null;
}

/** The intents a URL path suggests (`/blog/...` informational, `/pricing` transactional), or null. */
export function pathIntents(path: string): Intent[] | null {
  if (path === "/") return ["navigational", "commercial"];
  for (const [pattern, intents] of PATH_RULES) if (pattern.test(path)) return intents;
  return null;
}

/**
 * A page's intents: from its primary keyword's modifiers (when it has one and it carries a
 * modifier), else `page_type`, else modifiers in the title, else URL path conventions.
 */
export function inferPageIntent(
  page: { page_type?: string; title: string; primaryKeyword?: string },
  path: string,
): PageIntent {
  if (page.primaryKeyword) {
    const c = classifyIntent(page.primaryKeyword);
    if (c.signal) return { intents: [c.intent], source: "primary_keyword" };
  }
  const fromType = pageTypeIntents(page.page_type);
  if (fromType) return { intents: fromType, source: "page_type" };
  // A title modifier ("best ...", "... pricing", "how to ...") says more than a folder: blogs
  // host commercial listicles, so /blog/ only decides when the title carries no modifier.
  const c = classifyIntent(page.title);
  if (c.signal) return { intents: [c.intent], source: "title" };
  const fromPath = pathIntents(path);
  if (fromPath) return { intents: fromPath, source: "url" };
  return { intents: [], source: "unknown" };
}

/**
 * A keyword's intent, and whether a modifier decided it (else "unknown"): English keywords by the
 * English signals, others by their language's modifier table (`understanding/query_intent.ts`).
 */
export function keywordIntent(phrase: Phrase): Intent | "unknown" {
  const c = queryIntent(phrase.text, evidencedLanguageOfText(phrase.text));
  return c.signal ? c.intent : "unknown";
}

const FIT: Record<Intent, Record<Intent, number>> = {
  informational: { informational: 1, commercial: 0.5, transactional: 0, navigational: 0 },
  commercial: { informational: 0.5, commercial: 1, transactional: 0.5, navigational: 0.5 },
  transactional: { informational: 0, commercial: 0.5, transactional: 1, navigational: 0.5 },
  navigational: { informational: 0, commercial: 0.5, transactional: 0.5, navigational: 1 },
};

/**
 * How well a page's intents fit a keyword's: 1 same, 0.5 adjacent or unknown, 0 opposite
 * (informational vs transactional, navigational vs informational).
 */
export function intentFit(keyword: Intent | "unknown", page: PageIntent): number {
  if (keyword === "unknown" || page.intents.length === 0) return 0.5;
  return Math.max(...page.intents.map((i) => FIT[keyword][i]));
}

// ---------------------------------------------------------------------------------------------
// Field score

/** What a page offers to match keywords against. */
export interface MatchablePage {
  title: string;
  /** Normalised path (from `normalisePageUrl`). */
  path: string;
  description?: string;
  headings?: readonly string[];
  /** Keywords the page targets (current_keywords, or primary + target keywords). */
  keywords?: readonly string[];
  intent: PageIntent;
  /** The page's language when known (its URL locale): its words are stemmed in it when they show none. */
  language?: string | null;
}

/** Points of each field in the topical part of the score (they sum to 90). */
export const FIELD_WEIGHTS = {
  keywords: 30,
  title: 25,
  title_phrase: 5,
  url_slug: 15,
  headings: 10,
  description: 5,
} as const;

/** Points of the intent fit (topical 90 + intent 10 = 100). */
export const INTENT_WEIGHT = 10;

/** The score's definition, for `method` fields. */
export const MATCH_METHOD = {
  score:
    "0-100 = topical (0-90) + 10 x intent_fit, and 0 when nothing topical matches. topical = 90 x sum(weight x match) / sum(weight of the fields the page supplies); weights: keywords 30, title 25, exact phrase in title 5, URL slug 15, headings 10, description 5",
  match_per_field:
    "IDF-weighted share of the keyword's topic stems found in the field (idf = ln(1 + (N - df + 0.5) / (df + 0.5)) over the supplied pages, so words on every page count little); keywords: 1 for the same keyword (same stems in any order), else the best stem Jaccard with one of the page's keywords",
  intent_fit:
    "1 same intent, 0.5 adjacent (commercial next to informational and transactional) or unknown, 0 opposite (informational vs transactional); page intent from page_type, else title modifiers, else URL conventions (/blog/, /pricing, /compare)",
  normalisation:
    "lowercase, accents folded, punctuation removed, stopwords dropped, Snowball stemming in the text's language (English when unknown; running/runs -> run); non-Latin words are matched whole",
} as const;

interface IndexedPage {
  title: Set<string>;
  titleNorm: string;
  slug: Set<string>;
  headings: Set<string>;
  description: Set<string>;
  keywordKeys: Set<string>;
  keywordStems: string[][];
  /** stem -> indexes into keywordStems. */
  keywordPostings: Map<string, number[]>;
  all: Set<string>;
  available: number;
  intent: PageIntent;
  /** intentFit of each keyword intent with this page's intent. */
  fit: Record<Intent | "unknown", number>;
}

/** Pages prepared for scoring, with document frequencies and a stem -> pages inverted index. */
export interface PageIndex {
  size: number;
  pages: IndexedPage[];
  idf: (stem: string) => number;
  postings: Map<string, number[]>;
  /** Zeroed counters for keyword Jaccard (reset after each use, so results never depend on them). */
  keywordScratch: Int32Array;
  /** Zeroed per-page accumulators for candidate screening (reset after each use). */
  shareScratch: Float64Array;
  countScratch: Float64Array;
}

/** Builds the index of `pages` (the positions in the array are the page ids). */
export function buildPageIndex(
  pages: readonly MatchablePage[],
  options: { phrase?: (text: string) => Phrase } = {},
): PageIndex {
  const shared = options.phrase ?? toPhrase;
  const indexed: IndexedPage[] = pages.map((p) => {
    const language = p.language;
    const phrase = language
      ? (text: string) => toPhrase(text, { fallbackLanguage: language })
      : shared;
    const title = phrase(p.title);
    const slug = phrase(slugText(p.path));
    const headingSet = new Set<string>();
    for (const h of p.headings ?? []) for (const s of phrase(h).stems) headingSet.add(s);
    const description = new Set(p.description ? phrase(p.description).stems : []);
    const keywordKeys = new Set<string>();
    const keywordStems: string[][] = [];
    const keywordPostings = new Map<string, number[]>();
    for (const k of p.keywords ?? []) {
      const kp = phrase(k);
      if (keywordKeys.has(kp.key)) continue;
      keywordKeys.add(kp.key);
      const at = keywordStems.length;
      keywordStems.push(kp.stems);
      for (const s of kp.stems) {
        const list = keywordPostings.get(s);
        if (list) list.push(at);
        else keywordPostings.set(s, [at]);
      }
    }
    const all = new Set<string>([...title.stems, ...slug.stems, ...headingSet, ...description]);
    for (const s of keywordPostings.keys()) all.add(s);
    let available = FIELD_WEIGHTS.title + FIELD_WEIGHTS.title_phrase;
    if (keywordKeys.size > 0) available += FIELD_WEIGHTS.keywords;
    if (slug.stems.length > 0) available += FIELD_WEIGHTS.url_slug;
    if (headingSet.size > 0) available += FIELD_WEIGHTS.headings;
    if (description.size > 0) available += FIELD_WEIGHTS.description;
    return {
      title: new Set(title.stems),
      titleNorm: ` ${title.norm} `,
      slug: new Set(slug.stems),
      headings: headingSet,
      description,
      keywordKeys,
      keywordStems,
      keywordPostings,
      all,
      available,
      intent: p.intent,
      fit: {
        informational: intentFit("informational", p.intent),
        commercial: intentFit("commercial", p.intent),
        transactional: intentFit("transactional", p.intent),
        navigational: intentFit("navigational", p.intent),
        unknown: intentFit("unknown", p.intent),
      },
    };
  });
  const postings = new Map<string, number[]>();
  indexed.forEach((p, i) => {
    for (const s of p.all) {
      const list = postings.get(s);
      if (list) list.push(i);
      else postings.set(s, [i]);
    }
  });
  const n = indexed.length;
  const idf = (s: string) => {
    const df = postings.get(s)?.length ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  const maxKeywords = indexed.reduce((m, p) => Math.max(m, p.keywordStems.length), 0);
  return {
    size: n,
    pages: indexed,
    idf,
    postings,
    keywordScratch: new Int32Array(maxKeywords + 1),
    shareScratch: new Float64Array(n),
    countScratch: new Float64Array(n),
  };
}

/** Per-field match of a keyword on a page, each 0..1. */
export interface MatchSignals {
  keywords: number;
  title: number;
  title_phrase: boolean;
  url_slug: number;
  headings: number;
  description: number;
  intent_fit: number;
}

/** A keyword scored against one page. */
export interface PageMatch {
  page: number;
  score: number;
  signals: MatchSignals;
  matched_terms: string[];
  missing_terms: string[];
}

/** What scoring one phrase needs whatever the page: stem weights and the phrase's intent. */
interface Prepared {
  weights: number[];
  total: number;
  intent: Intent | "unknown";
}

function prepare(index: PageIndex, phrase: Phrase): Prepared {
  const weights = phrase.stems.map((s) => index.idf(s));
  return {
    weights,
    total: weights.reduce((a, b) => a + b, 0),
    intent: keywordIntent(phrase),
  };
}

interface Parts {
  keywords: number;
  title: number;
  titlePhrase: boolean;
  slug: number;
  headings: number;
  description: number;
  fit: number;
  score: number;
}

/** The score and its parts, written into `out`; screens candidate pages without allocating. */
function computeParts(
  index: PageIndex,
  page: IndexedPage,
  phrase: Phrase,
  prepared: Prepared,
  out: Parts,
): number {
  const { weights, total, intent } = prepared;
  const keywordCounts = index.keywordScratch;
  let keywords = 0;
  if (page.keywordKeys.has(phrase.key)) {
    keywords = 1;
  } else if (page.keywordStems.length > 0 && phrase.stems.length > 0) {
    // Count shared stems per page keyword, then read and reset the counters (no allocation).
    for (const s of phrase.stems) {
      const list = page.keywordPostings.get(s);
      if (list) { for (const k of list) keywordCounts[k]++; }
    }
    for (const s of phrase.stems) {
      const list = page.keywordPostings.get(s);
      if (!list) continue;
      for (const k of list) {
        const c = keywordCounts[k];
        if (c === 0) continue;
        keywordCounts[k] = 0;
        const j = c / (phrase.stems.length + page.keywordStems[k].length - c);
        if (j > keywords) keywords = j;
      }
    }
  }
  // One pass over the keyword's stems: IDF-weighted coverage of each field.
  let title = 0;
  let slug = 0;
  let headings = 0;
  let description = 0;
  for (let i = 0; i < phrase.stems.length; i++) {
    const s = phrase.stems[i];
    if (!page.all.has(s)) continue;
    const w = total > 0 ? weights[i] / total : 0;
    if (page.title.has(s)) title += w;
    if (page.slug.has(s)) slug += w;
    if (page.headings.has(s)) headings += w;
    if (page.description.has(s)) description += w;
  }
  const titlePhrase = phrase.norm !== "" && page.titleNorm.includes(` ${phrase.norm} `);
  const fit = page.fit[intent];
  const raw = FIELD_WEIGHTS.keywords * keywords + FIELD_WEIGHTS.title * title +
    FIELD_WEIGHTS.title_phrase * (titlePhrase ? 1 : 0) + FIELD_WEIGHTS.url_slug * slug +
    FIELD_WEIGHTS.headings * headings + FIELD_WEIGHTS.description * description;
  const topical = 90 * raw / page.available;
  const score = topical > 0 ? round(topical + INTENT_WEIGHT * fit, 1) : 0;
  out.keywords = keywords;
  out.title = title;
  out.titlePhrase = titlePhrase;
  out.slug = slug;
  out.headings = headings;
  out.description = description;
  out.fit = fit;
  out.score = score;
  return score;
}

function emptyParts(): Parts {
  return {
    keywords: 0,
    title: 0,
    titlePhrase: false,
    slug: 0,
    headings: 0,
    description: 0,
    fit: 0,
    score: 0,
  };
}

function toMatch(page: IndexedPage, pageId: number, phrase: Phrase, parts: Parts): PageMatch {
  const matched: string[] = [];
  const missing: string[] = [];
  phrase.stems.forEach((s, i) => (page.all.has(s) ? matched : missing).push(phrase.words[i]));
  return {
    page: pageId,
    score: parts.score,
    signals: {
      keywords: round(parts.keywords, 2),
      title: round(parts.title, 2),
      title_phrase: parts.titlePhrase,
      url_slug: round(parts.slug, 2),
      headings: round(parts.headings, 2),
      description: round(parts.description, 2),
      intent_fit: parts.fit,
    },
    matched_terms: matched,
    missing_terms: missing,
  };
}

/** Scores `phrase` against page `pageId` of `index` (see {@linkcode MATCH_METHOD}). */
export function scorePage(index: PageIndex, pageId: number, phrase: Phrase): PageMatch {
  const page = index.pages[pageId];
  const parts = emptyParts();
  computeParts(index, page, phrase, prepare(index, phrase), parts);
  return toMatch(page, pageId, phrase, parts);
}

/** Options of {@linkcode matchPages}. */
export interface MatchOptions {
  /** Lowest score returned (default 0.1: anything topical). */
  minScore?: number;
  /** A page id to leave out (the page the phrase belongs to). */
  exclude?: number;
  /** Pages the phrase may match at all (e.g. only pages in its language); default: all. */
  allow?: (page: number) => boolean;
  /** Most pages returned, best first (default: all). */
  limit?: number;
  /** Tie-break between page ids after score and intent fit (default: lower id first). */
  tieBreak?: (a: number, b: number) => number;
}

/**
 * Pages whose score for `phrase` reaches `minScore`, best first (ties: better intent fit, then
 * `tieBreak`, then lower page id). Only pages sharing a stem are visited (inverted index), a
 * page is scored only when the share of the keyword's weight it contains anywhere could still
 * reach `minScore`, and only the returned pages get a full explanation.
 */
export function matchPages(
  index: PageIndex,
  phrase: Phrase,
  options: MatchOptions = {},
): PageMatch[] {
  const minScore = options.minScore ?? 0.1;
  if (phrase.stems.length === 0) return [];
  const prepared = prepare(index, phrase);
  const { weights, total } = prepared;
  const idfShare = index.shareScratch;
  const countShare = index.countScratch;
  const touched: number[] = [];
  phrase.stems.forEach((s, i) => {
    for (const p of index.postings.get(s) ?? []) {
      if (countShare[p] === 0) touched.push(p);
      idfShare[p] += weights[i] / total;
      countShare[p] += 1 / phrase.stems.length;
    }
  });
  const hits: { page: number; score: number; fit: number }[] = [];
  const parts = emptyParts();
  for (const p of touched) {
    const share = idfShare[p];
    const countPart = countShare[p];
    idfShare[p] = 0;
    countShare[p] = 0;
    if (p === options.exclude) continue;
    if (options.allow && !options.allow(p)) continue;
    // Upper bound: every field matches at most this share; intent adds at most 10.
    const bound = 90 * Math.max(share, countPart) + INTENT_WEIGHT + 1e-9;
    if (bound < minScore) continue;
    const score = computeParts(index, index.pages[p], phrase, prepared, parts);
    if (score >= minScore) hits.push({ page: p, score, fit: parts.fit });
  }
  const tie = options.tieBreak;
  hits.sort((a, b) =>
    b.score - a.score || b.fit - a.fit || (tie ? tie(a.page, b.page) : 0) || a.page - b.page
  );
  const top = options.limit === undefined ? hits : hits.slice(0, options.limit);
  return top.map((h) => {
    const page = index.pages[h.page];
    computeParts(index, page, phrase, prepared, parts);
    return toMatch(page, h.page, phrase, parts);
  });
}
