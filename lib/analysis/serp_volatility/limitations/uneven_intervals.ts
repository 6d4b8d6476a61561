import { UNEVEN_INTERVAL_RATIO } from "../thresholds.ts";
import { DECIDES, type LimitationRule } from "./types.ts";

export const unevenIntervals: LimitationRule = {
  id: "uneven_intervals",
  decides: DECIDES,
  when: `the longest interval between snapshots over ${UNEVEN_INTERVAL_RATIO} times the shortest`,
  because:
    "a longer interval leaves more time for change, so pair scores over intervals of very different lengths are not comparable",
  decide(f) {
    const gaps = f.pairs.map((p) => p.days_between).filter((d) => d > 0);
    if (!(gaps.length > 1 && Math.max(...gaps) > UNEVEN_INTERVAL_RATIO * Math.min(...gaps))) {
      return null;
    }
    return [
      `Intervals between snapshots range from ${Math.min(...gaps)} to ${
        Math.max(...gaps)
      } days; longer intervals naturally show more change.`,
    ];
  },
};
