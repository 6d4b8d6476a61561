/**
 * The article-extraction-benchmark metric (scrapinghub/article-extraction-benchmark, described in
 * `../shared/corpus/article-extraction-benchmark/SOURCE.md`), re-implemented: `\w+` tokens (Unicode
 * letters, numbers and `_`, as Python's `re`), 4-token shingles with counts, per-document
 * tp/fp/fn normalised to sum 1, precision and recall as means over documents, F1 of the means,
 * accuracy as the share of documents whose token lists are identical.
 */

/** One document's shingle overlap, normalised so that tp + fp + fn = 1 (all 0 when both empty). */
export interface ShingleCounts {
  tp: number;
  fp: number;
  fn: number;
  /** True when the token lists of truth and prediction are identical. */
  exact: boolean;
}

/** Corpus-level scores. */
export interface ExtractionScores {
  f1: number;
  precision: number;
  recall: number;
  accuracy: number;
}

const TOKEN = /[\p{L}\p{N}_]+/gu;

/** The `\w+` tokens of `text`. */
export function benchTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function shingles(tokens: readonly string[], n = 4): Map<string, number> {
  const counts = new Map<string, number>();
  const last = Math.max(1, tokens.length - n + 1);
  for (let i = 0; i < last && tokens.length > 0; i++) {
    const key = tokens.slice(i, i + n).join("\u0001");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Shingle overlap of one predicted text against its true text. */
export function shingleCounts(truth: string, prediction: string): ShingleCounts {
  const trueTokens = benchTokens(truth);
  const predTokens = benchTokens(prediction);
  const t = shingles(trueTokens);
  const p = shingles(predTokens);
  let tp = 0, fp = 0, fn = 0;
  for (const [key, tc] of t) {
    const pc = p.get(key) ?? 0;
    tp += Math.min(tc, pc);
    fn += Math.max(0, tc - pc);
  }
  for (const [key, pc] of p) fp += Math.max(0, pc - (t.get(key) ?? 0));
  const sum = tp + fp + fn;
  const exact = trueTokens.length === predTokens.length &&
    trueTokens.every((tok, i) => tok === predTokens[i]);
  return sum > 0 ? { tp: tp / sum, fp: fp / sum, fn: fn / sum, exact } : { tp, fp, fn, exact };
}

/** Precision of one document (1 when nothing is wrong, 0 when nothing is right). */
export function docPrecision({ tp, fp, fn }: ShingleCounts): number {
  if (fp === 0 && fn === 0) return 1;
  if (tp === 0 && fp === 0) return 0;
  return tp / (tp + fp);
}

/** Recall of one document. */
export function docRecall({ tp, fp, fn }: ShingleCounts): number {
  if (fp === 0 && fn === 0) return 1;
  if (tp === 0 && fn === 0) return 0;
  return tp / (tp + fn);
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** F1 of one document (for ranking the worst pages). */
export function docF1(c: ShingleCounts): number {
  const p = docPrecision(c), r = docRecall(c);
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

/** Corpus scores as upstream: means skip documents where tp + fp (resp. tp + fn) is 0. */
export function extractionScores(docs: readonly ShingleCounts[]): ExtractionScores {
  const precision = mean(docs.filter((d) => d.tp + d.fp > 0).map(docPrecision));
  const recall = mean(docs.filter((d) => d.tp + d.fn > 0).map(docRecall));
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { f1, precision, recall, accuracy: mean(docs.map((d) => (d.exact ? 1 : 0))) };
}
