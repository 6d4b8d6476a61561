/** Rounding and sums as the plan reports them. */
import { POINT_DIGITS } from "./thresholds.ts";

/** The sum of points, rounded as points are reported. */
export function sum(values: readonly number[]): number {
  return round(values.reduce((a, b) => a + b, 0), POINT_DIGITS);
}

/** A 0..1 share as a whole percentage: `0.5` -> `50%`. */
export function percent(share: number): string {
  return `${Math.round(100 * share)}%`;
}

/** Rounded to `digits`, never -0. */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
