/** A minimal uniqueness context for the rule tests. */
import type { UniquenessContext } from "./types.ts";

export function ctx(over: Partial<UniquenessContext> = {}): UniquenessContext {
  return {
    uniqueFields: ["price", "reviews", "rating"],
    minUniqueFilled: 2,
    textFieldMedians: new Map(),
    lowVariety: [],
    duplicateGroups: [],
    playbook: "locations",
    keywordVars: ["city"],
    ...over,
  };
}
