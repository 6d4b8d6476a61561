/**
 * Text helpers shared by the analyses: normalisation, tokens, stems, stopwords, n-grams,
 * similarity and search-intent signals. Pure and deterministic; English-first, Unicode-safe.
 */

import snowball from "snowball-stemmers";

/** Lowercased, accents folded, punctuation turned into spaces, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text
    // Letters typed as plain letters when a keyboard lacks them ("kobenhavn", "strasse",
    // "wroclaw"): ø, æ, œ, ß, ł, đ and þ have no accent to fold away (their Unicode letters do
    // not decompose), so they are written as searchers type them.
    .replace(/[øØ]/g, "o").replace(/[æÆ]/g, "ae").replace(/[œŒ]/g, "oe").replace(/ß/g, "ss")
    .replace(/[łŁ]/g, "l").replace(/[đĐ]/g, "d").replace(/[þÞ]/g, "th")
    .normalize("NFKD")
    // Accents are folded in Latin, Greek and Cyrillic only: in Japanese kana, Devanagari or Thai
    // the marks are part of the letter ("が" is not "か").
    .replace(/(\p{Script=Latin}|\p{Script=Greek}|\p{Script=Cyrillic})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim();
}

/** Words that carry no topic. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  ("a an and are as at be but by can do does for from how i if in into is it its me my of on or our so " +
    "than that the their them then there these they this to was we what when where which who why will " +
    "with you your vs versus about after all also any been before being both each few had has have her " +
    "here him his more most much no nor not now off once only other out over own same she should some " +
    "such too under until up very were while would yours")
    .split(" "),
);

/** Tokens of a text (normalised, no stopwords unless `keepStopwords`). */
export function tokens(text: string, options: { keepStopwords?: boolean } = {}): string[] {
  const words = normalizeText(text).split(" ").filter(Boolean);
  return options.keepStopwords ? words : words.filter((w) => !STOPWORDS.has(w));
}

/** Most memoised English stems before the memo is cleared. */
const STEM_MEMO_SIZE = 200_000;
const english = snowball.newStemmer("english") as { stem(word: string): string };
const stemMemo = new Map<string, string>();

/**
 * The English Snowball (Porter2) stem of a normalised word: "optimize", "optimizing" and
 * "optimization" share one, as do "audits" and "audit". Short words and non-Latin words are
 * kept whole. Other languages: `understanding/stemming.ts`.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let s = stemMemo.get(word);
  if (s === undefined) {
    s = english.stem(word);
    if (s.length < 3) s = word;
    if (stemMemo.size >= STEM_MEMO_SIZE) stemMemo.clear();
    stemMemo.set(word, s);
  }
  return s;
}

/** Stemmed topic tokens of a text. */
export function stems(text: string): string[] {
  return tokens(text).map(stem);
}

/** Word n-grams (joined by a space) of a token list. */
export function ngrams(list: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= list.length; i++) out.push(list.slice(i, i + n).join(" "));
  return out;
}

/** Jaccard similarity of two sets (1 when both are empty). */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Share of `a`'s items found in `b` (0 when `a` is empty). */
export function containment<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / a.size;
}

/** Cosine similarity of two term-frequency maps. */
export function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    const w = b.get(k);
    if (w) dot += v * w;
  }
  for (const v of b.values()) nb += v * v;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Term frequencies of a token list. */
export function termFrequencies(list: readonly string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
  return tf;
}

/**
 * An alternation matched as whole words in any script: `\b` sees only ASCII letters, so
 * "wpłać" or "réserver" would not end or start a word; here letters are `\p{L}` (and `\w` in
 * the alternation means a letter of any script).
 */
export function wholeWords(
  alternation: string,
  options: { ignoreCase?: boolean; digitsBound?: boolean } = {},
): RegExp {
  const body = alternation.replaceAll("\\w", "\\p{L}");
  // Digits end a word too, unless a unit may follow a number directly ("20h").
  const edge = options.digitsBound === false ? "\\p{L}" : "\\p{L}\\p{N}";
  return new RegExp(`(?<![${edge}])(?:${body})(?![${edge}])`, options.ignoreCase ? "iu" : "u");
}

import type { Intent } from "./values.ts";
export type { Intent } from "./values.ts";

const INTENT_SIGNALS: [Intent, RegExp][] = [
  // Phrases whose words would otherwise read as buying signals ("best practices"), and questions
  // that open with how/why ("how crm pricing works"), except price questions ("how much").
  ["informational", /\b(best practices?|how to|what is|what are)\b|^(how|why) (?!much\b|many\b)/],
  [
    "transactional",
    /\b(buy|price|pricing|prices|cost|costs|cheap|cheapest|deal|deals|discount|coupons?|promo|order|purchase|hire|quote|book|booking|subscribe|trial|free trial|download|sign ?up|near me|for sale|sale|shop)\b/,
  ],
  // "free" as a price ("for free", "free plan"), not an attribute ("grain free"); a bare "free x"
  // query is answered by comparisons of free options, so it stays with its other modifiers.
  ["transactional", /\bfor free\b|\bfree (version|plan|account)\b/],
  [
    "commercial",
    /\b(best|top|review|reviews|vs|versus|compare|comparison|alternative|alternatives|competitor|competitors|software|tool|tools|platform|service|services|agency|agencies|provider|providers|pricing plans?|free)\b/,
  ],
  [
    "navigational",
    /\b(login|log in|sign in|account|dashboard|website|official|contact|support|app)\b/,
  ],
  [
    "informational",
    /\b(how|what|why|when|where|who|which|guide|tutorial|tips|ideas|examples?|meaning|definition|define|learn|ways|steps|checklist|template|is|are|can|does)\b/,
  ],
];

/** The intent a query most likely has, with the modifier that decided it. */
export function classifyIntent(query: string): { intent: Intent; signal: string | null } {
  const text = normalizeText(query);
  for (const [intent, pattern] of INTENT_SIGNALS) {
    const m = pattern.exec(text);
    if (m) return { intent, signal: m[0] };
  }
  return { intent: "informational", signal: null };
}

/** Funnel stage of an intent. */
export function buyerStage(intent: Intent): "awareness" | "consideration" | "decision" {
  return intent === "transactional"
    ? "decision"
    : intent === "commercial"
    ? "consideration"
    : "awareness";
}

/** Rounds to `digits` decimals (stable output for reports), never -0. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** A URL's path without trailing slash, lowercased; tolerant of relative paths and bare hosts. */
export function urlPath(url: string): string {
  try {
    const u = new URL(url, "https://placeholder.invalid");
    return (u.pathname.replace(/\/+$/, "") || "/").toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

/** A URL's host without `www.`, or "" for a relative URL. */
export function urlHost(url: string): string {
  try {
    const u = new URL(url);
    return u.hostname.replace(/^www\./, "").toLowerCase();
  } catch {
    return "";
  }
}

/** Compares strings by code point, for deterministic sorts independent of locale. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `https://host` of a domain or URL target, or null. */
export function siteOrigin(target: string): string | null {
  const text = /^https?:\/\//i.test(target) ? target : `https://${target}`;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) URL for a follow-up request: site-relative paths join `origin`, bare
 * hosts get `https://`; anything else (other schemes, whitespace, dotless hosts) is null.
 */
export function absoluteUrl(raw: string, origin: string | null): string | null {
  const text = raw.trim();
  let candidate: string | null;
  if (/^https?:\/\//i.test(text)) candidate = text;
  else if (text.startsWith("/") && !text.startsWith("//")) {
    candidate = origin ? `${origin}${text}` : null;
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(text)) candidate = null;
  else candidate = `https://${text.replace(/^\/\//, "")}`;
  if (!candidate || candidate.length > 2048 || /\s/.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.hostname.includes(".") && !url.hostname.endsWith(".") ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * `table[key]` when `key` is the table's own entry: a word from a request ("constructor",
 * "toString") must never find a built-in property of a plain object.
 */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
