import { THRESHOLDS } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { DECIDES, type UniquenessRuleSpec } from "./types.ts";

export const uniqueFields: UniquenessRuleSpec = {
  id: "unique_fields",
  decides: DECIDES,
  when: `every template: with unique fields, show at least ${
    percent(THRESHOLDS.unique_fill_share, 1)
  } of them (rounded up, at least one) and never repeat all their values; without them, name them first`,
  because:
    "Google Search Central spam policies (doorway abuse, scaled content abuse): pages that differ only by the variable are near duplicates; data unique to each page is what makes it worth having",
  decide(ctx) {
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
