import { DEFAULT_EFFORT } from "../thresholds.ts";
import type { RiskRule } from "./types.ts";

/** Open items without an effort estimate; medium when they are more than half the open items. */
export const missingEstimates: RiskRule = {
  id: "missing_estimates",
  assess(f) {
    const { summary } = f;
    if (summary.assumed_effort_items === 0) return [];
    return [{
      kind: "missing_estimates",
      risk:
        `${summary.assumed_effort_items} open item(s) have no effort estimate; ${DEFAULT_EFFORT} point each was assumed`,
      severity: summary.assumed_effort_items * 2 > summary.open_items ? "medium" : "low",
      items: f.nodes.filter((n) => n.status !== "done" && n.effortAssumed).map((n) => n.title),
      mitigation: "Estimate effort in points so weekly loads are real.",
    }];
  },
};
