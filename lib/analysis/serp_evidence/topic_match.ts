/**
 * Whether two sections cover the same topic, by meaning rather than by wording: "Checking stored
 * tubers", "Check on your tubers" and "Inspecting tubers through the winter" are one topic, and
 * a page's "Storing your tubers" covers a competitor's "How to store dahlia tubers".
 *
 * Two signals, both language-independent once stemmed: the heading's topic words (the keyword's
 * own words removed, since every section of the SERP shares them), and the prose under the
 * heading compared as TF-IDF vectors (Salton and Buckley, 1988), where IDF is computed over every
 * section read, so the vocabulary all sections share weighs little and what a section is about
 * weighs most. Headings alone miss paraphrases; bodies alone merge neighbouring steps. A section
 * matches when its heading words agree, or when they partly agree and the bodies agree too
 * (bodies alone would merge neighbouring steps of one method).
 */
import { type Lexicon, overlap, stemSet, topicWordsOf } from "./words.ts";

/** A pair of CJK characters is a word of its own (`topicWordsOf`). */
const CJK_PAIR = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u;

/** One section as compared: its site, its heading key and the stems of its body. */
export interface Topic {
  site: string;
  key: string[];
  bag: Map<string, number>;
}

/**
 * Heading words on more than this share of the sites are the SERP's shared vocabulary ("tubers"
 * on a dahlia SERP, "Steuer" on a tax one): like the keyword's own words, they tell no section
 * from another.
 */
export const SHARED_HEADING_WORD = 0.6;
/** Sites needed before a heading word can be called the SERP's shared vocabulary. */
export const SHARED_MIN_SITES = 5;

/** Heading keys this similar (Jaccard, keyword words removed) say the same. */
export const SAME_WORDS = 0.6;
/** Heading keys sharing this share of the smaller key, with bodies agreeing `SOME_BODY`. */
export const SOME_WORDS = 0.5;
export const SOME_BODY = 0.15;

/** The topic of a heading and the prose under it. */
export function topicOf(
  site: string,
  key: readonly string[],
  body: string,
  lex: Lexicon,
): Topic {
  const bag = new Map<string, number>();
  for (const w of topicWordsOf(body)) {
    if (lex.isStop(w) || (w.length < 3 && !CJK_PAIR.test(w)) || /^\d+$/.test(w)) continue;
    const s = lex.stem(w);
    bag.set(s, (bag.get(s) ?? 0) + 1);
  }
  return { site, key: [...key], bag };
}

/** Compares topics within one SERP: the IDF comes from every section read. */
export class TopicSpace {
  #idf = new Map<string, number>();
  #n: number;
  #keyword: Set<string>;
  #shared = new Set<string>();

  constructor(topics: readonly Topic[], keyword: string, lex: Lexicon) {
    this.#n = Math.max(1, topics.length);
    const df = new Map<string, number>();
    for (const t of topics) for (const s of t.bag.keys()) df.set(s, (df.get(s) ?? 0) + 1);
    for (const [s, n] of df) this.#idf.set(s, Math.log((1 + this.#n) / (1 + n)));
    this.#keyword = new Set(stemSet(topicWordsOf(keyword), lex));
    const sites = new Set(topics.map((t) => t.site));
    const bySite = new Map<string, Set<string>>();
    for (const t of topics) {
      for (const s of t.key) bySite.set(s, (bySite.get(s) ?? new Set()).add(t.site));
    }
    // With few sites every common topic would look "shared": the rule needs a real SERP sample.
    if (sites.size >= SHARED_MIN_SITES) {
      for (const [s, on] of bySite) {
        if (on.size / sites.size > SHARED_HEADING_WORD) this.#shared.add(s);
      }
    }
  }

  /** Whether `a` and `b` cover the same topic. */
  same(a: Topic, b: Topic): boolean {
    const ka = this.#topicWords(a.key);
    const kb = this.#topicWords(b.key);
    if (ka.length > 0 && kb.length > 0 && overlap(ka, kb) >= SAME_WORDS) return true;
    // The same quantity with the same word ("800-Watt-Grenze", "800 Watt Wechselrichter") is
    // one topic; a different quantity (600 vs 800 watts) never is.
    const qa = ka.filter((w) => w.startsWith("#"));
    const qb = new Set(kb.filter((w) => w.startsWith("#")));
    if (qa.length > 0 && qb.size > 0) {
      if (!qa.some((q) => qb.has(q))) return false;
      if (ka.some((w) => !w.startsWith("#") && kb.includes(w))) return true;
    }
    const body = this.cosine(a, b);
    return shorterContainment(ka, kb) >= SOME_WORDS && body >= SOME_BODY;
  }

  /**
   * Whether the page's section `own` covers a competitor's `theirs`: the same topic, or a section
   * named by part of its words whose prose discusses the rest ("Drying off" that tells how to wash
   * and dry covers "Washing and drying the tubers").
   */
  covers(own: Topic, theirs: Topic): boolean {
    if (this.same(own, theirs)) return true;
    const want = this.#topicWords(theirs.key);
    const head = new Set(this.#topicWords(own.key));
    if (!want.some((w) => head.has(w))) return false;
    return want.every((w) => head.has(w) || own.bag.has(w));
  }

  /** Whether two headings' own words (the keyword's and the shared ones aside) are the same. */
  sameWords(a: Topic, b: Topic): boolean {
    const ka = this.#topicWords(a.key);
    const kb = this.#topicWords(b.key);
    return ka.length > 0 && kb.length > 0 && overlap(ka, kb) >= SAME_WORDS;
  }

  /** Cosine of the two bodies' TF-IDF vectors (0 when either is empty). */
  cosine(a: Topic, b: Topic): number {
    let dot = 0, na = 0, nb = 0;
    for (const [s, n] of a.bag) {
      const w = n * (this.#idf.get(s) ?? 1);
      na += w * w;
      const m = b.bag.get(s);
      if (m !== undefined) dot += w * m * (this.#idf.get(s) ?? 1);
    }
    for (const [s, n] of b.bag) {
      const w = n * (this.#idf.get(s) ?? 1);
      nb += w * w;
    }
    return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
  }

  /**
   * The heading's own words: without the keyword's and the SERP's shared heading words; without
   * the keyword's only when nothing else is left ("When to lift" on a SERP where every site
   * lifts); whole when it is all keyword.
   */
  #topicWords(key: readonly string[]): string[] {
    const own = key.filter((s) => !this.#keyword.has(s));
    const rest = own.filter((s) => !this.#shared.has(s));
    return rest.length > 0 ? rest : own.length > 0 ? own : [...key];
  }
}

/** Shared words over the smaller key's size. */
function shorterContainment(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const set = new Set(a);
  return b.filter((s) => set.has(s)).length / Math.min(a.length, b.length);
}
