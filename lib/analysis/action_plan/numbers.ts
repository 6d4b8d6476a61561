/** Rounding and sums as the plan reports them. */

/** The sum, rounded to 2 digits. */
export function sum(values: readonly number[]): number {
  return round(values.reduce((a, b) => a + b, 0), 2);
}

/** Rounded to `digits`, never -0. */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
