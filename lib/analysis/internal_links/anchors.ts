/**
 * Anchor text inside a sentence: the shortest run of the sentence's own words that carries a
 * target phrase's topic words, starting and ending on a topic word. Exact-match when it is the
 * target keyword itself, partial when it carries half or more of it; never generic words.
 */
import { normalizeText } from "../../toolkit/text.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";
import { stemLanguage } from "../understanding/language.ts";
import { stemmerFor } from "../understanding/stemming.ts";
import { isForeignStopword } from "../understanding/stopwords.ts";
import type { Sentence, Target } from "./facts.ts";

/** One word of a sentence, with its stem (null for a stopword or punctuation). */
export interface Token {
  word: string;
  stem: string | null;
}

/** An anchor found in a sentence. */
export interface Anchor {
  text: string;
  start: number;
  end: number;
  kind: "exact" | "partial";
  /** Share of the best target phrase's topic words the anchor carries. */
  coverage: number;
  /** The target phrase it matches (its text). */
  phrase: string;
}

const MAX_ANCHOR_WORDS = 6;

/** The tokens of a sentence, stemmed in the sentence's language. */
export function tokensOf(sentence: Sentence): Token[] {
  const language = stemLanguage(sentence.text);
  const stem = stemmerFor(language);
  return sentence.words.map((word) => {
    const norm = normalizeText(word);
    const content = norm !== "" && !norm.includes(" ") && !STOPWORDS.has(norm) &&
      !isForeignStopword(norm, language);
    return { word, stem: content ? stem(norm) : null };
  });
}

/** The best anchor for `target` in the sentence, or null. */
export function bestAnchor(tokens: readonly Token[], target: Target): Anchor | null {
  let best: Anchor | null = null;
  for (let start = 0; start < tokens.length; start++) {
    if (!tokens[start].stem || !target.stems.has(tokens[start].stem!)) continue;
    for (let end = start; end < Math.min(tokens.length, start + MAX_ANCHOR_WORDS); end++) {
      const last = tokens[end].stem;
      if (!last || !target.stems.has(last)) continue;
      const found = scoreSpan(tokens, start, end, target);
      if (found && better(found, best)) best = found;
    }
  }
  return best;
}

function scoreSpan(
  tokens: readonly Token[],
  start: number,
  end: number,
  target: Target,
): Anchor | null {
  const stems = tokens.slice(start, end + 1).flatMap((t) => (t.stem ? [t.stem] : []));
  const span = new Set(stems);
  // Every content word of the anchor must belong to the target: no unrelated words inside.
  if (stems.some((s) => !target.stems.has(s))) return null;
  let top: Anchor | null = null;
  for (const p of target.phrases) {
    const covered = p.stems.filter((s) => span.has(s)).length / p.stems.length;
    if (covered < 0.5) continue;
    const exact = covered === 1 && span.size === new Set(p.stems).size;
    const anchor: Anchor = {
      text: tokens.slice(start, end + 1).map((t) => t.word).join(" ").replace(
        /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu,
        "",
      ),
      start,
      end,
      kind: exact ? "exact" : "partial",
      coverage: Math.round(covered * 100) / 100,
      phrase: p.text,
    };
    if (better(anchor, top)) top = anchor;
  }
  return top;
}

/** More of the phrase first, then shorter. */
function better(a: Anchor, b: Anchor | null): boolean {
  if (!b) return true;
  if (a.coverage !== b.coverage) return a.coverage > b.coverage;
  return a.end - a.start < b.end - b.start;
}
