/** A minimal uniqueness context for the rule tests. */
import assert from "node:assert/strict";
import type { UniquenessContext, UniquenessRule, UniquenessRuleSpec } from "./types.ts";

export function ctx(over: Partial<UniquenessContext> = {}): UniquenessContext {
  return {
    uniqueFields: ["price", "reviews", "rating"],
    minUniqueFilled: 2,
    textFieldMedians: new Map(),
    lowVariety: [],
    notCounted: [],
    duplicateGroups: [],
    playbook: "locations",
    keywordVars: ["city"],
    ...over,
  };
}

/** The entries a rule writes, failing the test when it writes none. */
export function written(rule: UniquenessRuleSpec, c: UniquenessContext): UniquenessRule[] {
  const rules = rule.decide(c);
  assert.ok(rules, `${rule.id} wrote no rule`);
  return rules;
}
