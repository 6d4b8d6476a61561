import { sum } from "../numbers.ts";
import type { RiskRule } from "./types.ts";

/** Items with no room in the horizon; high when one of them is high priority or scores 70+. */
export const overHorizon: RiskRule = {
  id: "over_horizon",
  assess(f) {
    const { nodes, summary } = f;
    const out = f.unscheduledList.filter((u) => f.unscheduled.get(u.index)?.kind === "capacity");
    if (out.length === 0) return [];
    const highOut = out.filter((u) => nodes[u.index].item.priority === "high" || u.score >= 70);
    return [{
      kind: "over_horizon",
      risk: `${out.length} item(s) (${
        sum(out.map((u) => u.effort))
      } points) do not fit the ${summary.weeks}-week horizon at ${summary.weekly_capacity} points/week`,
      severity: highOut.length > 0 ? "high" : "medium",
      items: out.map((u) => u.title),
      mitigation:
        `Raise capacity to about ${summary.capacity_needed_per_week} points/week, extend horizon_days, or cut the lowest-score items.`,
    }];
  },
};
