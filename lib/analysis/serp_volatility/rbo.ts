/** Rank-biased overlap of two rankings. */
import { RBO_P } from "./thresholds.ts";

/**
 * Rank-biased overlap of two rankings cut to the same depth k (Webber, Moffat & Zobel 2010,
 * extrapolated form for even lengths): (1-p)/p * sum_{d=1..k} (X_d/d) p^d + (X_k/k) p^k,
 * where X_d is the overlap of the two top-d prefixes. 1 for identical lists, 0 for disjoint.
 */
export function rankBiasedOverlap(
  a: readonly string[],
  b: readonly string[],
  options: { p?: number } = {},
): number {
  const p = options.p ?? RBO_P;
  const k = Math.min(a.length, b.length);
  if (k === 0) return a.length === b.length ? 1 : 0;
  const seenA = new Set<string>();
  const seenB = new Set<string>();
  let overlap = 0;
  let sum = 0;
  let weight = 1;
  for (let d = 1; d <= k; d++) {
    const x = a[d - 1];
    const y = b[d - 1];
    if (x === y) {
      overlap += 1;
    } else {
      if (seenB.has(x)) overlap += 1;
      if (seenA.has(y)) overlap += 1;
    }
    seenA.add(x);
    seenB.add(y);
    weight *= p;
    sum += (overlap / d) * weight;
  }
  return ((1 - p) / p) * sum + (overlap / k) * weight;
}
