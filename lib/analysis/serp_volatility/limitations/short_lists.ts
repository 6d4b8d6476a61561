import { FIRST_PAGE } from "../thresholds.ts";
import { DECIDES, type LimitationRule } from "./types.ts";

export const shortLists: LimitationRule = {
  id: "short_lists",
  decides: DECIDES,
  when: `a snapshot with fewer than ${FIRST_PAGE} URLs (a first results page): scores swing more`,
  because:
    "on a short list each URL is a larger share of the overlap, so one change moves the score more",
  decide(f) {
    const minDepth = Math.min(...f.snapshots.map((s) => s.ranked.length));
    if (minDepth >= FIRST_PAGE) return null;
    return [
      `At least one snapshot lists fewer than ${FIRST_PAGE} URLs (${minDepth}); scores on short lists swing more.`,
    ];
  },
};
