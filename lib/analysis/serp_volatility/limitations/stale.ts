import { DAY_MS } from "../thresholds.ts";
import type { LimitationRule } from "./types.ts";

/** The newest snapshot is over 30 days older than the request. */
export const stale: LimitationRule = {
  id: "stale",
  method: "the newest snapshot over 30 days before the request time",
  notes(f) {
    const last = f.snapshots[f.snapshots.length - 1];
    const nowMs = f.now.getTime();
    if (!last || !Number.isFinite(nowMs)) return [];
    const age = Math.floor((nowMs - last.ms) / DAY_MS);
    return age > 30
      ? [`The newest snapshot is ${age} days old; the SERP may have moved since.`]
      : [];
  },
};
