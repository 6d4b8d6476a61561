import type { UniquenessRuleSpec } from "./types.ts";

/**
 * With unique fields: show enough of them and never repeat all their values. Without: name
 * them first.
 */
export const uniqueFields: UniquenessRuleSpec = {
  id: "unique_fields",
  rules(ctx) {
    if (ctx.uniqueFields.length === 0) {
      return [{
        rule: "declare_unique_fields",
        requirement: "name the fields that make each page unique (unique_fields) and require them",
        applies_to: [],
        why: "without them nothing guarantees that two pages differ beyond the variable",
      }];
    }
    return [{
      rule: "min_unique_fields",
      requirement: `show at least ${ctx.minUniqueFilled} of the unique fields on every page`,
      applies_to: [...ctx.uniqueFields],
      why: "pages that differ only by the variable name are near duplicates",
    }, {
      rule: "distinct_unique_values",
      requirement: "no two pages may share the same values for all unique fields",
      applies_to: [...ctx.uniqueFields],
      why: "identical data under different names is duplicate content",
    }];
  },
};
