/** Rounding and sums as the plan reports them. */
import { POINT_DIGITS } from "./thresholds.ts";
import { round } from "../../toolkit/numbers.ts";

/** The sum of points, rounded as points are reported. */
export function sum(values: readonly number[]): number {
  return round(values.reduce((a, b) => a + b, 0), POINT_DIGITS);
}

export { round };
