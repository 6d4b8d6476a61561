import { DAY_MS } from "../thresholds.ts";
import { DECIDES, type LimitationRule } from "./types.ts";
import { agree, plural } from "../../../toolkit/prose.ts";

export const future: LimitationRule = {
  id: "future",
  decides: DECIDES,
  when: "snapshots dated more than a day after the request time",
  because:
    "a check cannot postdate the request: the date is a clock or data error, and the order by checked_at may be wrong",
  decide(f) {
    const last = f.snapshots[f.snapshots.length - 1];
    const nowMs = f.now.getTime();
    if (!last || !Number.isFinite(nowMs)) return null;
    const future = f.snapshots.filter((s) => s.ms > nowMs + DAY_MS).length;
    return future > 0
      ? [
        `${plural(future, "snapshot")} ${agree(future, "is", "are")} dated after the request time.`,
      ]
      : null;
  },
};
