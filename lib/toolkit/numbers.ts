/** Numbers shared by the analyses: rounding for stable reports and simple statistics. */

/** Rounds to `digits` decimals (stable output for reports), never -0. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
