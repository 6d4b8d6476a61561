import { historyCallOf } from "../history.ts";
import type { LimitationRule } from "./types.ts";

/** Confidence stops growing at this many snapshots. */
const ENOUGH = 6;

/** Fewer than 6 snapshots: few comparisons; the stored SERP history may have more. */
export const fewSnapshots: LimitationRule = {
  id: "few_snapshots",
  method:
    "fewer than 6 snapshots: few comparisons; points to GET /api/v1/serp/history for the SERPs already fetched",
  notes(f) {
    const n = f.snapshots.length;
    if (n >= ENOUGH) return [];
    const call = historyCallOf(f.keyword, f.location, f.device);
    return [
      `Only ${n} snapshots (${n - 1} comparison${
        n === 2 ? "" : "s"
      }); GET ${call.url} returns every SERP this service fetched for the keyword (up to 60), ready to send as \`snapshots\`.`,
    ];
  },
};
