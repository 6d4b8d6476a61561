import { agree, formatPercent, plural } from "../../../toolkit/prose.ts";
import { DEFAULT_EFFORT, MISSING_ESTIMATES_MEDIUM_SHARE } from "../thresholds.ts";
import { DECIDES, type RiskRule } from "./types.ts";

export const missingEstimates: RiskRule = {
  id: "missing_estimates",
  decides: DECIDES,
  when:
    `open items have no effort estimate (${DEFAULT_EFFORT} point each is assumed): medium when they are more than ${
      formatPercent(MISSING_ESTIMATES_MEDIUM_SHARE)
    } of the open items, else low`,
  because:
    "project-planning practice: capacity planning needs estimates; with assumed ones the weekly loads are guesses",
  decide(f) {
    const { summary } = f;
    if (summary.assumed_effort_items === 0) return null;
    const most = summary.assumed_effort_items > MISSING_ESTIMATES_MEDIUM_SHARE * summary.open_items;
    return [{
      kind: "missing_estimates",
      risk: `${plural(summary.assumed_effort_items, "open item")} ${
        agree(summary.assumed_effort_items, "has", "have")
      } no effort estimate; ${plural(DEFAULT_EFFORT, "point")} each was assumed`,
      severity: most ? "medium" : "low",
      items: f.nodes.filter((n) => n.status !== "done" && n.effortAssumed).map((n) => n.title),
      mitigation: "Estimate effort in points so weekly loads are real.",
    }];
  },
};
