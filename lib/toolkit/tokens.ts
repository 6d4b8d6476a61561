/**
 * Tokens, stems, n-grams and overlap measures (Jaccard, containment, cosine) shared by the
 * analyses. English-first stems; other languages: `analysis/understanding/stemming.ts`.
 */

import snowball from "snowball-stemmers";
import { normalizeText } from "./text.ts";

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

/** The items without repeats, first occurrence kept. */
export function distinct<T>(list: Iterable<T>): T[] {
  return [...new Set(list)];
}
