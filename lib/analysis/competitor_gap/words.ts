/** Word splitting and normalisation shared by the competitor gap steps (memoised per word). */
import { normalizeText } from "../../toolkit/text.ts";
import { stem } from "../../toolkit/tokens.ts";

/** A word as written (possessive and apostrophes removed) and its normalised form. */
export interface Word {
  raw: string;
  norm: string;
}

/** Memo of pure word functions: a bounded cache, so repeated words are normalised once. */
function memo(fn: (word: string) => string): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let out = cache.get(word);
    if (out === undefined) {
      if (cache.size >= 100_000) cache.clear();
      out = fn(word);
      cache.set(word, out);
    }
    return out;
  };
}

/** A word's normalised form, without inner spaces. */
const normWord = memo((word) => normalizeText(word).replace(/ /g, ""));

/** The light stem of a normalised word. */
export const stemWord = memo(stem);

/** Splits text into words with their normalised forms. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const raw of text.split(/[^\p{L}\p{N}'’]+/u)) {
    if (!raw) continue;
    const clean = raw.replace(/['’]s$/u, "").replace(/['’]/gu, "");
    // normalizeText can split a word (rare ligatures); normWord keeps the pieces together.
    const norm = normWord(clean);
    if (!norm) continue;
    out.push({ raw: clean, norm });
  }
  return out;
}

/** A text's normalised words joined by spaces (memoised per word). */
export function normalisedWords(text: string): string {
  return words(text).map((w) => w.norm).join(" ");
}

/**
 * A number that is part of a standard's name ("SOC 2", "ISO 27001", "PCI DSS 4"): it follows a
 * short acronym-like word, not a list word ("top 10", "best 5").
 */
export function standardNumber(previous: string | undefined): boolean {
  return previous !== undefined && /^[a-z]{2,5}$/.test(previous) &&
    !/^(top|best|the|in|for|of|and|with|our|your|all|only|over|under|than|ways|tips|steps)$/
      .test(previous);
}
