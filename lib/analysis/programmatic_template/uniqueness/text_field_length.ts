import { THRESHOLDS } from "../thresholds.ts";
import type { UniquenessRuleSpec } from "./types.ts";

/** Each text field holds at least 40% of its median word count. */
export const textFieldLength: UniquenessRuleSpec = {
  id: "text_field_length",
  rules: (ctx) =>
    [...ctx.textFieldMedians].map(([field, med]) => ({
      rule: "text_field_length",
      requirement: `${field} has at least ${
        Math.ceil(THRESHOLDS.short_text_share * med)
      } words (40% of its median ${med})`,
      applies_to: [field],
      why: "short text on some pages signals missing data",
    })),
};
