import type { RiskRule } from "./types.ts";

/** Items that list themselves as a dependency (the self-reference is ignored). */
export const selfDependency: RiskRule = {
  id: "self_dependency",
  assess(f) {
    const { selfRefs } = f.refs;
    if (selfRefs.length === 0) return [];
    return [{
      kind: "self_dependency",
      risk: `${selfRefs.length} item(s) list themselves as a dependency`,
      severity: "low",
      items: selfRefs.map((n) => n.title),
      mitigation: "Remove the self-reference; it was ignored.",
    }];
  },
};
