import { round } from "../numbers.ts";
import { EPSILON } from "../thresholds.ts";
import type { RiskRule } from "./types.ts";

/** Items larger than the weekly capacity: each takes a week alone; high past twice the capacity. */
export const oversizedItems: RiskRule = {
  id: "oversized_items",
  assess(f) {
    const { capacity } = f;
    const oversized = f.scheduled.filter((s) => s.oversized);
    const oversizedOut = f.unscheduledList.filter((u) => u.effort > capacity + EPSILON);
    if (oversized.length + oversizedOut.length === 0) return [];
    const all = [...oversized.map((s) => s.title), ...oversizedOut.map((u) => u.title)];
    const biggest = Math.max(
      ...oversized.map((s) => s.effort),
      ...oversizedOut.map((u) => u.effort),
    );
    return [{
      kind: "oversized_items",
      risk: `${all.length} item(s) exceed the weekly capacity of ${
        round(capacity, 2)
      } points (largest ${biggest}); each takes a week alone and will likely spill over up to ${
        Math.ceil(biggest / capacity)
      } weeks`,
      severity: biggest > 2 * capacity ? "high" : "medium",
      items: all,
      mitigation: `Split them into parts of at most ${
        round(capacity, 2)
      } points, or raise weekly_capacity.`,
    }];
  },
};
