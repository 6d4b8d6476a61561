/**
 * Stemming per language with the Snowball stemmers (npm `snowball-stemmers`): English for
 * English and for text whose language is unknown, the language's own stemmer when detection
 * is confident ("sprachschulen" -> "sprachschul", "écoles" -> "ecol"). Words are accent-folded
 * before stemming, as everywhere in matching; short words and non-Latin words stay whole.
 * Polish, which Snowball lacks, uses nlp.js's Polish stemmer (npm `@nlpjs/lang-pl`): its
 * plurals and cases ("sukienka", "sukienki") share a stem as they share a meaning.
 */
import { StemmerPl } from "@nlpjs/lang-pl";
import snowball from "snowball-stemmers";
import { stem } from "../../toolkit/tokens.ts";
import { stemLanguage } from "./language.ts";

/** ISO 639-1 code -> Snowball algorithm. */
const ALGORITHMS: Record<string, string> = {
  en: "english",
  de: "german",
  fr: "french",
  es: "spanish",
  it: "italian",
  pt: "portuguese",
  nl: "dutch",
  sv: "swedish",
  da: "danish",
  nb: "norwegian",
  no: "norwegian",
  fi: "finnish",
  ro: "romanian",
  hu: "hungarian",
  tr: "turkish",
  ca: "catalan",
  cs: "czech",
  pl: "polish",
};

/** Stemmers of languages Snowball lacks, by algorithm name. */
const OTHER: Record<string, () => Stemmer> = {
  polish: () => {
    const pl = new StemmerPl() as unknown as { stemWord(word: string): string };
    return { stem: (word: string) => pl.stemWord(word) };
  },
};

/** Most memoised stems per language before the memo is cleared. */
const MEMO_SIZE = 200_000;

interface Stemmer {
  stem(word: string): string;
}

const stemmers = new Map<string, (word: string) => string>([["english", stem]]);

/** The stem function of a language (English for unknown or unsupported languages). */
export function stemmerFor(language: string | null): (word: string) => string {
  const algorithm = (language !== null && Object.hasOwn(ALGORITHMS, language))
    ? ALGORITHMS[language]
    : "english";
  let fn = stemmers.get(algorithm);
  if (fn) return fn;
  const stemmer = OTHER[algorithm]?.() ?? snowball.newStemmer(algorithm) as Stemmer;
  const memo = new Map<string, string>();
  fn = (word: string) => {
    if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
    let s = memo.get(word);
    if (s === undefined) {
      s = stemmer.stem(word);
      if (s.length < 3) s = word;
      if (memo.size >= MEMO_SIZE) memo.clear();
      memo.set(word, s);
    }
    return s;
  };
  stemmers.set(algorithm, fn);
  return fn;
}

/** The stem function for a text: its language's (see `stemLanguage`), else English. */
export function stemmerOfText(text: string): (word: string) => string {
  return stemmerFor(stemLanguage(text));
}
