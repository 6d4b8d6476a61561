/**
 * Words of the keyword's language: normalised (accents folded), stopwords of the language
 * (and English's, which every market's pages mix in) marked, stems by the language's
 * Snowball stemmer. One `Lexicon` per analysis.
 */
import { isForeignStopword } from "../understanding/stopwords.ts";
import { stemmerFor } from "../understanding/stemming.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";

/**
 * Reporting and filler words `STOPWORDS` keeps (it serves keyword matching, where they are
 * rare): in page text they are everywhere and say nothing of the topic ("he said", "two").
 */
const FILLER: ReadonlySet<string> = new Set(
  ("he him his she her said says say told one two three also just like get got many even still " +
    "yet could may might must us ago per via etc")
    .split(" "),
);

/** The word tools of one language. */
export interface Lexicon {
  language: string;
  stem(word: string): string;
  isStop(word: string): boolean;
}

/** The lexicon of a language code. */
export function lexiconOf(language: string): Lexicon {
  return {
    language,
    stem: stemmerFor(language),
    isStop: (w) => STOPWORDS.has(w) || FILLER.has(w) || isForeignStopword(w, language),
  };
}

/** The normalised words of a text, stopwords included. */
export function wordsOf(text: string): string[] {
  return normalizeText(text).split(" ").filter(Boolean);
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const HIRAGANA = /\p{Script=Hiragana}/u;
/**
 * Japanese particles written between content words ("投資枠と成長投資枠の違い"): a term ends
 * there, as a space ends one in other languages.
 */
const JA_PARTICLE =
  /(?<=[\p{Script=Han}\p{Script=Katakana}\p{L}\p{N}])[のはがをにでともへや](?=[\p{Script=Han}\p{Script=Katakana}a-z0-9])/gu;

/** Where a Japanese word meets a number ("成長投資枠240万円"): a term ends there too. */
const JA_NUMBER_EDGE =
  /(?<=[\p{Script=Han}\p{Script=Katakana}])(?=\d)|(?<=\d)(?=[\p{Script=Han}\p{Script=Katakana}])/gu;

/** A particle opening a run of kana after a noun ("成長投資枠ともに"): the noun ends there. */
const JA_BEFORE_PARTICLE = /(?<=[\p{Script=Han}\p{Script=Katakana}])(?=[のはがをにでともへや])/gu;
/** A token of kana only is grammar (particles, endings), not a term. */
const ONLY_HIRAGANA = /^\p{Script=Hiragana}+$/u;

/** The words of a text for counting terms: Japanese cut at its particles too (`wordsOf` else). */
export function termWordsOf(text: string, language: string): string[] {
  const words = wordsOf(text);
  if (language !== "ja") return words;
  return words.flatMap((w) =>
    w.replace(JA_PARTICLE, " ").replace(JA_NUMBER_EDGE, " ").replace(JA_BEFORE_PARTICLE, " ")
      .split(" ").filter((t) => t !== "" && !ONLY_HIRAGANA.test(t))
  );
}
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

/**
 * The words of a text for matching topics: `wordsOf`, with runs of Chinese, Japanese or Korean
 * script (written without spaces) cut into overlapping character pairs, the standard way to
 * index those scripts without a dictionary (as Lucene's CJK analyzer does), so "口座開設の流れ"
 * and "口座開設の手順" share "口座", "座開", "開設". Pairs with hiragana are left out: in Japanese
 * hiragana writes the particles and endings ("の", "を", "ご"), the grammar, not the topic.
 */
export function topicWordsOf(text: string): string[] {
  const out: string[] = [];
  for (const w of wordsOf(text)) {
    if (!CJK.test(w)) {
      out.push(w);
      continue;
    }
    for (const run of w.match(CJK_RUN) ?? []) {
      if (run.length === 1 && !HIRAGANA.test(run)) out.push(run);
      for (let i = 0; i + 1 < run.length; i++) {
        const pair = run.slice(i, i + 2);
        if (!HIRAGANA.test(pair)) out.push(pair);
      }
    }
    const rest = w.replace(CJK_RUN, " ").trim();
    if (rest) out.push(...rest.split(/\s+/));
  }
  return out;
}

/** The sorted, distinct stems of the topic words of a text. */
export function stemSet(words: readonly string[], lex: Lexicon): string[] {
  const out = new Set<string>();
  for (const w of words) if (!lex.isStop(w) && !/^\d+$/.test(w)) out.add(lex.stem(w));
  return [...out].sort();
}

/** Jaccard similarity of two sorted stem lists. */
export function overlap(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const set = new Set(a);
  const shared = b.filter((x) => set.has(x)).length;
  return shared / (a.length + b.length - shared);
}
