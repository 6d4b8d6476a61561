/**
 * Stopwords of the languages other than English, from the maintained `stopword` package,
 * accent-folded like every token (`normalizeText`): "für", "para", "pour les" carry no topic,
 * and two keywords sharing only them are not alike. English keeps the list of `toolkit/tokens.ts`.
 */
import * as stopword from "stopword";
import { normalizeText } from "../../toolkit/text.ts";

const LISTS: Readonly<Record<string, readonly string[]>> = {
  de: stopword.deu,
  fr: stopword.fra,
  es: stopword.spa,
  it: stopword.ita,
  pt: stopword.por,
  nl: stopword.nld,
  sv: stopword.swe,
  da: stopword.dan,
  nb: stopword.nob,
  fi: stopword.fin,
  pl: stopword.pol,
};

const FOLDED = new Map<string, ReadonlySet<string>>();

function folded(language: string): ReadonlySet<string> {
  let set = FOLDED.get(language);
  if (!set) {
    set = new Set((LISTS[language] ?? []).flatMap((w) => normalizeText(w).split(" ")));
    FOLDED.set(language, set);
  }
  return set;
}

/**
 * Whether a normalised word is a stopword of `language`, or of any of the languages of a group
 * ("es|it", from `languageGroup`). English and unknown languages have none here.
 */
export function isForeignStopword(word: string, language: string | null): boolean {
  if (!language || language === "en" || language === "und") return false;
  return language.split("|").some((l) => folded(l).has(word));
}
