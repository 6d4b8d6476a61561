/** Optional-number helpers: the first finite value, and max/min that skip unknowns. */

/** The first finite number of the values, or null. */
export function num(...values: (number | undefined)[]): number | null {
  for (const v of values) if (typeof v === "number" && Number.isFinite(v)) return v;
  return null;
}

/** The larger of two optional numbers (null when both are unknown). */
export function maxOf(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/** The smaller of two optional numbers (null when both are unknown). */
export function minOf(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}
