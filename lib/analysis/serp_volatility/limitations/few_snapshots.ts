import { historyCallOf } from "../history.ts";
import { ENOUGH_SNAPSHOTS, SERP_HISTORY_MAX_SNAPSHOTS } from "../thresholds.ts";
import { DECIDES, type LimitationRule } from "./types.ts";

export const fewSnapshots: LimitationRule = {
  id: "few_snapshots",
  decides: DECIDES,
  when:
    `fewer than ${ENOUGH_SNAPSHOTS} snapshots: few comparisons; points to GET /api/v1/serp/history for the SERPs already fetched`,
  because:
    "few comparisons are little evidence: one unusual interval weighs heavily on the mean and the peak of the pair scores",
  decide(f) {
    const n = f.snapshots.length;
    if (n >= ENOUGH_SNAPSHOTS) return null;
    const call = historyCallOf(f.keyword, f.location, f.device);
    return [
      `Only ${n} snapshots (${n - 1} comparison${
        n === 2 ? "" : "s"
      }); GET ${call.url} returns every SERP this service fetched for the keyword (up to ${SERP_HISTORY_MAX_SNAPSHOTS}), ready to send as \`snapshots\`.`,
    ];
  },
};
