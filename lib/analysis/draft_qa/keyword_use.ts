/**
 * How often a page uses the target phrase: the keyword's words matched as a run of stems (so
 * "mortgages" counts for "mortgage", "first-time" for "first time"), in any language the
 * lexicon stems. Pure counting; the stuffing check judges it.
 */
import { type Lexicon, wordsOf } from "../serp_evidence/words.ts";
import { quantile } from "../../toolkit/numbers.ts";
import type { RankingPage } from "../serp_evidence/evidence.ts";
import { STUFFING } from "./thresholds.ts";

/** The phrase's stems, in order. */
export function phraseStems(keyword: string, lex: Lexicon): string[] {
  return wordsOf(keyword).map((w) => lex.stem(w));
}

/** How many times the run of `stems` occurs in a text, and the text's words. */
export function phraseCount(
  text: string,
  stems: readonly string[],
  lex: Lexicon,
): { count: number; words: number } {
  const words = wordsOf(text).map((w) => lex.stem(w));
  if (stems.length === 0) return { count: 0, words: words.length };
  let count = 0;
  for (let i = 0; i + stems.length <= words.length; i++) {
    if (stems.every((s, k) => words[i + k] === s)) {
      count++;
      i += stems.length - 1;
    }
  }
  return { count, words: words.length };
}

/** Uses per 100 words, to two decimals. */
export function per100(count: number, words: number): number {
  return words === 0 ? 0 : Math.round((count / words) * 10_000) / 100;
}

/** The phrase's rate in each ranking page's main content (pages with enough words), and the spread. */
export function rankingRates(
  pages: readonly RankingPage[],
  stems: readonly string[],
  lex: Lexicon,
): { urls: string[]; rates: number[]; median: number | null; max: number | null } {
  const read = pages.filter((p) => p.main_words >= STUFFING.minPageWords);
  const rates = read.map((p) => {
    const { count, words } = phraseCount(p.main_text, stems, lex);
    return per100(count, words);
  });
  return {
    urls: read.map((p) => p.url),
    rates,
    median: rates.length ? Math.round(quantile(rates, 0.5) * 100) / 100 : null,
    max: rates.length ? Math.max(...rates) : null,
  };
}

/** The rate above which the phrase reads as stuffed: over the ranking pages' use and the floor. */
export function stuffingCeiling(phraseWords: number, rankingMax: number | null): number {
  const floor = Math.min(
    STUFFING.floorPer100,
    (STUFFING.floorShare * 100) / Math.max(1, phraseWords),
  );
  return Math.max(floor, STUFFING.overMax * (rankingMax ?? 0));
}
