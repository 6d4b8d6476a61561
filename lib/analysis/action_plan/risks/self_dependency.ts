import { DECIDES, type RiskRule } from "./types.ts";
import { agree, plural } from "../../../toolkit/prose.ts";

export const selfDependency: RiskRule = {
  id: "self_dependency",
  decides: DECIDES,
  when: "an item lists itself as a dependency: low; the self-reference is ignored",
  because:
    "an item cannot wait for itself (a dependency network has no self-loops), so the reference is a slip",
  decide(f) {
    const { selfRefs } = f.refs;
    if (selfRefs.length === 0) return null;
    return [{
      kind: "self_dependency",
      risk: `${plural(selfRefs.length, "item")} ${
        agree(selfRefs.length, "lists itself", "list themselves")
      } as a dependency`,
      severity: "low",
      items: selfRefs.map((n) => n.title),
      mitigation: "Remove the self-reference; it was ignored.",
    }];
  },
};
