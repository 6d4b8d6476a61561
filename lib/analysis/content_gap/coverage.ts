/**
 * What the page under review covers, read with the evidence's own tools so it is compared like
 * for like: its headings keyed by `headingKey` (same normalisation, same stems, same
 * `SAME_HEADING` threshold), its words stemmed by the keyword's language, its FAQ questions.
 */
import type { RankingPage } from "../serp_evidence/evidence.ts";
import { headingKey, SAME_HEADING } from "../serp_evidence/headings.ts";
import { faqQuestions } from "../serp_evidence/questions.ts";
import { type Lexicon, overlap, stemSet, wordsOf } from "../serp_evidence/words.ts";
import { escapeRegExp } from "../../toolkit/text.ts";

/** The page's comparable features, computed once. */
export interface PageCoverage {
  /** Keys of its headings up to the compared level. */
  headingKeys: string[][];
  /** Keys of every heading and FAQ question (questions may be answered at any level). */
  askedKeys: string[][];
  /** Its stemmed 1-3-word sequences (stopwords kept: both sides are read the same way). */
  ngrams: Set<string>;
  /** Its stems, for "the words are on the page". */
  stems: Set<string>;
  /** Its text, lower case, for entity names. */
  lower: string;
}

/** The page's features, its headings compared up to `maxLevel`. */
export function pageCoverage(p: RankingPage, lex: Lexicon, maxLevel: number): PageCoverage {
  const text = `${p.page.title ?? ""}\n${p.main_words >= 100 ? p.main_text : p.page.text}`;
  const seq = wordsOf(text).map(lex.stem);
  const ngrams = new Set<string>();
  for (let n = 1; n <= 3; n++) {
    for (let i = 0; i + n <= seq.length; i++) ngrams.add(seq.slice(i, i + n).join(" "));
  }
  const keyOf = (t: string) => headingKey(t, lex);
  const keys = (texts: string[]) => texts.map(keyOf).filter((k): k is string[] => k !== null);
  return {
    headingKeys: keys(p.page.headings.filter((h) => h.level <= maxLevel).map((h) => h.text)),
    askedKeys: [
      ...keys(p.page.headings.map((h) => h.text)),
      ...faqQuestions(p.page.json_ld).map((q) => stemSet(wordsOf(q), lex)),
    ],
    ngrams,
    stems: new Set(seq),
    lower: text.toLowerCase(),
  };
}

/** Whether one of the page's headings says what any of `texts` says. */
export function hasHeading(c: PageCoverage, texts: readonly string[], lex: Lexicon): boolean {
  return texts.some((t) => {
    const key = headingKey(t, lex);
    return key !== null && c.headingKeys.some((k) => overlap(k, key) >= SAME_HEADING);
  });
}

/** Whether every topic word of a heading appears somewhere in the page's text. */
export function mentions(c: PageCoverage, text: string, lex: Lexicon): boolean {
  const key = headingKey(text, lex);
  return key !== null && key.every((s) => c.stems.has(s));
}

/** Whether a heading or FAQ question of the page asks the question. */
export function asks(c: PageCoverage, question: string, lex: Lexicon): boolean {
  const key = stemSet(wordsOf(question), lex);
  return key.length > 0 && c.askedKeys.some((k) => overlap(k, key) >= SAME_HEADING);
}

/** Whether the page uses a term (its words in that order, stemmed). */
export function usesTerm(c: PageCoverage, term: string, lex: Lexicon): boolean {
  return c.ngrams.has(wordsOf(term).map(lex.stem).join(" "));
}

/** Whether the page names an entity (whole words, any case). */
export function namesEntity(c: PageCoverage, name: string): boolean {
  const escaped = escapeRegExp(name.toLowerCase());
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(c.lower);
}
