import { sum } from "../numbers.ts";
import { OVER_HORIZON_HIGH_SCORE } from "../thresholds.ts";
import { DECIDES, type RiskRule } from "./types.ts";
import { agree, plural } from "../../../toolkit/prose.ts";

export const overHorizon: RiskRule = {
  id: "over_horizon",
  decides: DECIDES,
  when:
    `open items find no room in the horizon: high when one of them is high priority or scores ${OVER_HORIZON_HIGH_SCORE}+, else medium`,
  because:
    "project-planning practice (capacity planning): work beyond the team's capacity is not done in the horizon; the plan says so and what would make it fit",
  decide(f) {
    const { nodes, summary } = f;
    const out = f.unscheduledList.filter((u) => f.unscheduled.get(u.index)?.kind === "capacity");
    if (out.length === 0) return null;
    const highOut = out.filter((u) =>
      nodes[u.index].item.priority === "high" || u.score >= OVER_HORIZON_HIGH_SCORE
    );
    return [{
      kind: "over_horizon",
      risk: `${plural(out.length, "item")} (${plural(sum(out.map((u) => u.effort)), "point")}) ${
        agree(out.length, "does", "do")
      } not fit the ${summary.weeks}-week horizon at ${
        plural(summary.weekly_capacity, "point")
      }/week`,
      severity: highOut.length > 0 ? "high" : "medium",
      items: out.map((u) => u.title),
      mitigation:
        `Raise capacity to about ${summary.capacity_needed_per_week} points/week, extend horizon_days, or cut the lowest-score items.`,
    }];
  },
};
