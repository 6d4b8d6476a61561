import type { LimitationRule } from "./types.ts";

/** The longest interval is more than 3 times the shortest: longer ones show more change. */
export const unevenIntervals: LimitationRule = {
  id: "uneven_intervals",
  method: "the longest interval between snapshots over 3 times the shortest",
  notes(f) {
    const gaps = f.pairs.map((p) => p.days_between).filter((d) => d > 0);
    if (!(gaps.length > 1 && Math.max(...gaps) > 3 * Math.min(...gaps))) return [];
    return [
      `Intervals between snapshots range from ${Math.min(...gaps)} to ${
        Math.max(...gaps)
      } days; longer intervals naturally show more change.`,
    ];
  },
};
