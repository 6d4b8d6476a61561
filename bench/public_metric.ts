/**
 * The two public corpora's own metrics, re-implemented:
 *   - WCXB (`evaluate.py`): lower-cased `\w+` word bags, per-page precision, recall and F1, and
 *     the corpus score as the mean of the per-page values;
 *   - trafilatura's evaluation (`tests/eval_common.py`): whitespace-normalised substring
 *     matching of each "with" snippet (tp / fn) and "without" snippet (fp / tn), summed over the
 *     corpus, then precision, recall and F1 of the sums.
 */

const WORD = /[\p{L}\p{N}_]+/gu;

function bag(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of text.toLowerCase().match(WORD) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/** One page's word-bag precision, recall and F1 (WCXB). */
export interface PageScore {
  precision: number;
  recall: number;
  f1: number;
}

/** WCXB's `word_f1`. */
export function wordF1(predicted: string, reference: string): PageScore {
  const pred = bag(predicted), ref = bag(reference);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  if (ref.size === 0) {
    const f = pred.size === 0 ? 1 : 0;
    return { precision: f, recall: f, f1: f };
  }
  if (pred.size === 0) return { precision: 0, recall: 0, f1: 0 };
  let overlap = 0;
  for (const [w, n] of pred) overlap += Math.min(n, ref.get(w) ?? 0);
  const precision = overlap / sum(pred), recall = overlap / sum(ref);
  const f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** The mean of per-page scores. */
export function meanScore(scores: readonly PageScore[]): PageScore {
  const mean = (k: keyof PageScore) =>
    scores.reduce((a, s) => a + s[k], 0) / Math.max(1, scores.length);
  return { precision: mean("precision"), recall: mean("recall"), f1: mean("f1") };
}

/** Snippet counts of one page (trafilatura's `count_item`). */
export interface SnippetCounts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

const norm = (s: string) => s.replace(/\s+/g, " ").trim();

/** How many "with" snippets the extraction keeps and "without" snippets it lets in. */
export function snippetCounts(
  item: { with: readonly string[]; without: readonly string[] },
  result: string,
): SnippetCounts {
  const text = norm(result);
  const tp = item.with.filter((w) => text.includes(norm(w))).length;
  const fp = item.without.filter((w) => text.includes(norm(w))).length;
  return { tp, fp, fn: item.with.length - tp, tn: item.without.length - fp };
}

/** Corpus precision, recall and F1 from summed snippet counts. */
export function snippetScore(counts: readonly SnippetCounts[]): PageScore {
  const s = counts.reduce(
    (a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn, tn: a.tn + c.tn }),
    { tp: 0, fp: 0, fn: 0, tn: 0 },
  );
  const precision = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 0;
  const recall = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 0;
  const f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0;
  return { precision, recall, f1 };
}
