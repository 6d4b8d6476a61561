/** Numbers shared by the analyses: rounding for stable reports and small statistics. */

/** Rounds to `digits` decimals (stable output for reports), never -0. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/**
 * Rounds to `digits` decimals and keeps the sign of a value that rounds to zero (`-0.0001` ->
 * `-0`): the rounding the content-decay and backlink-summary analyses have always reported.
 */
export function roundSigned(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** The median of `values` (the mean of the middle two for an even count; 0 when empty). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The q-quantile of `values` by linear interpolation (0 when empty). `quantile(v, 0.5)` is the
 * median up to floating-point rounding: it interpolates the middle two instead of averaging them.
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo] + (s[Math.ceil(at)] - s[lo]) * (at - lo);
}

/** The arithmetic mean of `values` (NaN when empty: callers decide what no values mean). */
export function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/** `x` kept within `lo..hi`. */
export function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, x));
}

/** A 0..1 share as a percentage rounded to `digits` decimals: `0.305` -> `31%`, or `30.5%`. */
export function percent(share: number, digits = 0): string {
  return `${round(100 * share, digits)}%`;
}
