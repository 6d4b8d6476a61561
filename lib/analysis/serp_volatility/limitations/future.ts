import { DAY_MS } from "../thresholds.ts";
import type { LimitationRule } from "./types.ts";

/** Snapshots dated more than a day after the request. */
export const future: LimitationRule = {
  id: "future",
  method: "snapshots dated more than a day after the request time",
  notes(f) {
    const last = f.snapshots[f.snapshots.length - 1];
    const nowMs = f.now.getTime();
    if (!last || !Number.isFinite(nowMs)) return [];
    const future = f.snapshots.filter((s) => s.ms > nowMs + DAY_MS).length;
    return future > 0 ? [`${future} snapshot(s) are dated after the request time.`] : [];
  },
};
