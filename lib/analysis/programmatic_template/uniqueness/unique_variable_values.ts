import { DECIDES, type UniquenessRuleSpec } from "./types.ts";

export const uniqueVariableValues: UniquenessRuleSpec = {
  id: "unique_variable_values",
  decides: DECIDES,
  when:
    "every template: the keyword variables' values are unique after normalising; ambiguous names carry a qualifier",
  because:
    "SEO practice: two pages for one search term compete with each other (keyword cannibalization)",
  decide: (ctx) => [{
    rule: "unique_variable_values",
    requirement:
      "variable values are unique after normalising case, accents and punctuation; ambiguous names carry a qualifier (e.g. a region)",
    applies_to: [...ctx.keywordVars],
    why: "two pages for one search term compete with each other",
  }],
};
