import { unique } from "../words.ts";
import type { RiskRule } from "./types.ts";

/** Dependencies that name no item: the plan schedules as if they were met. */
export const unknownDependency: RiskRule = {
  id: "unknown_dependency",
  assess(f) {
    const { unknown } = f.refs;
    if (unknown.length === 0) return [];
    return [{
      kind: "unknown_dependency",
      risk: `${unknown.length} dependenc${unknown.length === 1 ? "y names" : "ies name"} no item: ${
        unknown.slice(0, 5).map((u) => `"${u.ref}" (in "${u.node.title}")`).join(", ")
      }${unknown.length > 5 ? ", ..." : ""}`,
      severity: "medium",
      items: unique(unknown.map((u) => u.node.title)),
      mitigation:
        "Fix the reference (an item's exact title or id); the plan schedules these items as if that dependency were met.",
    }];
  },
};
