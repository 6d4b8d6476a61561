import { round } from "../numbers.ts";
import { EPSILON, OVERSIZED_HIGH_WEEKS, POINT_DIGITS } from "../thresholds.ts";
import { DECIDES, type RiskRule } from "./types.ts";
import { agree, plural } from "../../../toolkit/prose.ts";

export const oversizedItems: RiskRule = {
  id: "oversized_items",
  decides: DECIDES,
  when:
    `items are larger than the weekly capacity (each spills over into the following weeks): high when the largest is more than ${OVERSIZED_HIGH_WEEKS} weeks of capacity, else medium`,
  because:
    "project-planning practice: work larger than a week is split into smaller tasks, so load and progress stay visible",
  decide(f) {
    const { capacity } = f;
    const oversized = f.scheduled.filter((s) => s.oversized);
    const oversizedOut = f.unscheduledList.filter((u) => u.effort > capacity + EPSILON);
    if (oversized.length + oversizedOut.length === 0) return null;
    const all = [...oversized.map((s) => s.title), ...oversizedOut.map((u) => u.title)];
    const biggest = Math.max(
      ...oversized.map((s) => s.effort),
      ...oversizedOut.map((u) => u.effort),
    );
    const points = round(capacity, POINT_DIGITS);
    return [{
      kind: "oversized_items",
      risk: `${plural(all.length, "item")} ${
        agree(all.length, "exceeds", "exceed")
      } the weekly capacity of ${plural(points, "point")} (largest ${biggest}); ${
        agree(all.length, "it", "each")
      } is spread over ${Math.ceil(biggest / capacity)}+ weeks, filling the free capacity of each`,
      severity: biggest > OVERSIZED_HIGH_WEEKS * capacity ? "high" : "medium",
      items: all,
      mitigation: `Split them into parts of at most ${points} points, or raise weekly_capacity.`,
    }];
  },
};
