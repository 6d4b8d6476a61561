import { unique } from "../words.ts";
import type { RiskRule } from "./types.ts";

/** References that match more than one item (shared titles, repeated ids). */
export const ambiguousDependency: RiskRule = {
  id: "ambiguous_dependency",
  assess(f) {
    const { ambiguous, duplicateIds } = f.refs;
    if (ambiguous.length === 0 && duplicateIds.size === 0) return [];
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
