import { unique } from "../words.ts";
import { DECIDES, type RiskRule } from "./types.ts";

export const ambiguousDependency: RiskRule = {
  id: "ambiguous_dependency",
  decides: DECIDES,
  when:
    "a dependency matches more than one item (shared titles, repeated ids): medium; the first match in input order is used",
  because:
    "project-planning practice: each task needs a unique identifier, or a dependency may point at the wrong task",
  decide(f) {
    const { ambiguous, duplicateIds } = f.refs;
    if (ambiguous.length === 0 && duplicateIds.size === 0) return null;
    const refs = unique([...ambiguous.map((a) => a.ref), ...duplicateIds]);
    return [{
      kind: "ambiguous_dependency",
      risk: `References match more than one item: ${refs.map((r) => `"${r}"`).join(", ")}`,
      severity: "medium",
      items: unique(ambiguous.map((a) => a.node.title)),
      mitigation:
        "Give items unique titles or ids; the plan used the first matching item in input order.",
    }];
  },
};
