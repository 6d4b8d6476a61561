import { DAY_MS, STALE_DAYS } from "../thresholds.ts";
import { DECIDES, type LimitationRule } from "./types.ts";

export const stale: LimitationRule = {
  id: "stale",
  decides: DECIDES,
  when: `the newest snapshot over ${STALE_DAYS} days before the request time`,
  because:
    "the score measures the period the snapshots cover; a SERP checked long ago may have moved since",
  decide(f) {
    const last = f.snapshots[f.snapshots.length - 1];
    const nowMs = f.now.getTime();
    if (!last || !Number.isFinite(nowMs)) return null;
    const age = Math.floor((nowMs - last.ms) / DAY_MS);
    return age > STALE_DAYS
      ? [`The newest snapshot is ${age} days old; the SERP may have moved since.`]
      : null;
  },
};
