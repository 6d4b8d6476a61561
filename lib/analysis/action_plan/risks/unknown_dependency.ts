import { LISTED_REFERENCES } from "../thresholds.ts";
import { unique } from "../words.ts";
import { DECIDES, type RiskRule } from "./types.ts";

export const unknownDependency: RiskRule = {
  id: "unknown_dependency",
  decides: DECIDES,
  when:
    "a dependency names no item (no exact title or id): medium; the plan schedules as if it were met",
  because:
    "project-planning practice: a dependency on no known task cannot be tracked, and treating it as met may start work too early",
  decide(f) {
    const { unknown } = f.refs;
    if (unknown.length === 0) return null;
    return [{
      kind: "unknown_dependency",
      risk: `${unknown.length} dependenc${unknown.length === 1 ? "y names" : "ies name"} no item: ${
        unknown.slice(0, LISTED_REFERENCES).map((u) => `"${u.ref}" (in "${u.node.title}")`)
          .join(", ")
      }${unknown.length > LISTED_REFERENCES ? ", ..." : ""}`,
      severity: "medium",
      items: unique(unknown.map((u) => u.node.title)),
      mitigation:
        "Fix the reference (an item's exact title or id); the plan schedules these items as if that dependency were met.",
    }];
  },
};
