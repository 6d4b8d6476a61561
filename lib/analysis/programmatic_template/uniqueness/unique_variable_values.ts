import type { UniquenessRuleSpec } from "./types.ts";

/** Variable values are unique after normalising; ambiguous names carry a qualifier. */
export const uniqueVariableValues: UniquenessRuleSpec = {
  id: "unique_variable_values",
  rules: (ctx) => [{
    rule: "unique_variable_values",
    requirement:
      "variable values are unique after normalising case, accents and punctuation; ambiguous names carry a qualifier (e.g. a region)",
    applies_to: [...ctx.keywordVars],
    why: "two pages for one search term compete with each other",
  }],
};
