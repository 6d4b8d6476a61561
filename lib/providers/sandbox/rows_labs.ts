/**
 * Shared machinery of the sandbox Labs calls: the answer envelope, sorting, and a window over
 * a materialised sample of a footprint whose total is scaled to the whole footprint.
 */
import type { KeywordMetrics } from "../labs_types.ts";
import type { RowsAnswer } from "../provider.ts";

/** The most rows a call materialises before filtering (the rest is counted by scaling). */
export const SAMPLE = 3000;

/** A sandbox answer: no cost, labelled sandbox, total never below the rows. */
export function answer<T>(rows: T[], total: number): RowsAnswer<T> {
  return {
    rows,
    total_count: Math.max(rows.length, Math.round(total)),
    cost_usd: 0,
    provider: "sandbox",
  };
}

/** Descending by a number, then by text for a stable order. */
export function byDesc<T>(value: (t: T) => number, text: (t: T) => string) {
  return (a: T, b: T) =>
    value(b) - value(a) || (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0);
}

/** A keyword's volume as a number (unknown counts as 0). */
export const vol = (k: KeywordMetrics) => k.search_volume ?? 0;

/** A keyword's CPC as a number (unknown counts as 0). */
export const cpcOf = (k: KeywordMetrics) => k.cpc ?? 0;

/**
 * Rows of a sample of `sampled` of `whole` candidates: those `keep` accepts, sorted, cut to
 * `limit`; the total is the kept count scaled to the whole.
 */
export function windowOf<T>(
  candidates: T[],
  whole: number,
  keep: (t: T) => boolean,
  order: (a: T, b: T) => number,
  limit: number,
): RowsAnswer<T> {
  const kept = candidates.filter(keep).sort(order);
  const scale = candidates.length > 0 ? Math.max(1, whole / candidates.length) : 1;
  return answer(kept.slice(0, Math.max(0, limit)), kept.length * scale);
}
