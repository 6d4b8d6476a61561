/**
 * Term and phrase coverage: the 1-3-word n-grams of each source's text, stemmed in the
 * keyword's language, counted once per source (document frequency: how many ranking pages use
 * them), never starting or ending with a stopword. A phrase most ranking pages use is part of the
 * topic; one page's pet phrase is not.
 */
import type { Term } from "./result.ts";
import { type Lexicon, termWordsOf, wordsOf } from "./words.ts";

/** One text to count, and the ranking URL it belongs to. */
export interface TermSource {
  url: string;
  text: string;
}

/** Words read per source: enough for any article, bounded on huge pages. */
const MAX_WORDS = 20_000;
/** Terms and phrases listed. */
const LISTED = 30;

/** A counted n-gram. */
interface Count {
  surfaces: Map<string, number>;
  urls: string[];
  mentions: number;
  words: number;
}

/** The terms (1 word) and phrases (2-3 words) of the sources, most supported first. */
export function termCoverage(
  sources: readonly TermSource[],
  lex: Lexicon,
  keyword: string,
): { terms: Term[]; phrases: Term[] } {
  const counts = new Map<string, Count>();
  for (const s of withoutBoilerplate(sources)) countSource(s, lex, counts);
  const minSupport = sources.length >= 2 ? 2 : 1;
  const kw = new Set(wordsOf(keyword).map(lex.stem));
  const all = [...counts.entries()]
    .filter(([, c]) => c.urls.length >= minSupport)
    .map(([key, c]) => termOf(key, c, kw, sources.length))
    .sort((a, b) =>
      b.support - a.support || b.mentions - a.mentions || a.term.localeCompare(b.term)
    );
  return {
    terms: all.filter((t) => t.words === 1).slice(0, LISTED),
    phrases: all.filter((t) => t.words > 1).slice(0, LISTED),
  };
}

/** Sentences this long repeated word for word on two sites are boilerplate, not writing. */
const BOILERPLATE_CHARS = 20;

/**
 * The sources without the sentences two or more of them repeat word for word: a legal
 * disclaimer, a regulator's mandatory notice or a template's text is the same everywhere and
 * says nothing of the topic's vocabulary (duplicate-text boilerplate detection, as near-duplicate
 * shingling finds it). Quoted once, a sentence stays.
 */
function withoutBoilerplate(sources: readonly TermSource[]): TermSource[] {
  const split = (text: string) =>
    text.split(/(?<=[.!?。！？])\s*|\n+/).map((x) => x.trim()).filter(Boolean);
  const seen = new Map<string, Set<string>>();
  for (const s of sources) {
    for (const sentence of split(s.text)) {
      if (sentence.length < BOILERPLATE_CHARS) continue;
      const key = sentence.toLowerCase().replace(/\s+/g, " ");
      seen.set(key, (seen.get(key) ?? new Set()).add(s.url));
    }
  }
  const repeated = (sentence: string) =>
    sentence.length >= BOILERPLATE_CHARS &&
    (seen.get(sentence.toLowerCase().replace(/\s+/g, " "))?.size ?? 0) >= 2;
  return sources.map((s) => ({
    url: s.url,
    text: split(s.text).filter((x) => !repeated(x)).join("\n"),
  }));
}

/** Adds the n-grams of one source. */
function countSource(s: TermSource, lex: Lexicon, counts: Map<string, Count>): void {
  const words = termWordsOf(s.text, lex.language).slice(0, MAX_WORDS);
  const stems = words.map((w) => (isTopicWord(w, lex) ? lex.stem(w) : ""));
  const seenHere = new Set<string>();
  for (let n = 1; n <= 3; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      if (stems[i] === "" || stems[i + n - 1] === "") continue;
      const key = words.slice(i, i + n).map((w, j) => stems[i + j] || w).join(" ");
      const c: Count = counts.get(key) ??
        { surfaces: new Map(), urls: [], mentions: 0, words: n };
      const surface = words.slice(i, i + n).join(" ");
      c.surfaces.set(surface, (c.surfaces.get(surface) ?? 0) + 1);
      c.mentions++;
      if (!seenHere.has(key)) {
        seenHere.add(key);
        c.urls.push(s.url);
      }
      counts.set(key, c);
    }
  }
}

/** A word that may open or close a term: not a stopword, not a bare number, 2+ letters. */
function isTopicWord(w: string, lex: Lexicon): boolean {
  return w.length >= 2 && !lex.isStop(w) && !/^\d+$/.test(w);
}

/** The result entry of one n-gram: its most used wording. */
function termOf(key: string, c: Count, kw: ReadonlySet<string>, sources: number): Term {
  let term = "";
  let best = 0;
  for (const [surface, n] of c.surfaces) {
    if (n > best) [term, best] = [surface, n];
  }
  return {
    term,
    words: c.words,
    mentions: c.mentions,
    in_keyword: key.split(" ").every((k) => kw.has(k)),
    urls: c.urls,
    support: c.urls.length,
    share: sources > 0 ? Math.round((c.urls.length / sources) * 100) / 100 : 0,
  };
}

/**
 * Terms without their echoes: an n-gram inside (or around) one already kept with the same
 * support is the same phrase counted twice ("store dahlia", "store dahlia tubers"; the pieces of
 * one repeated disclaimer), so only the first kept stands for it. Input order is the ranking.
 */
export function distinctTerms<T extends { term: string; support: number }>(
  ranked: readonly T[],
): T[] {
  const kept: T[] = [];
  for (const t of ranked) {
    const echo = kept.some((k) =>
      k.support === t.support && (k.term.includes(t.term) || t.term.includes(k.term))
    );
    if (!echo) kept.push(t);
  }
  return kept;
}
