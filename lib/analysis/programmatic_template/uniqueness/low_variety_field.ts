import type { UniquenessRuleSpec } from "./types.ts";

/** A field with the same value on most pages does not count towards uniqueness. */
export const lowVarietyField: UniquenessRuleSpec = {
  id: "low_variety_field",
  rules: (ctx) =>
    ctx.lowVariety.map((lv) => ({
      rule: "low_variety_field",
      requirement:
        `do not count ${lv.field} towards uniqueness: ${lv.distinct} distinct values across ${lv.filled} records`,
      applies_to: [lv.field],
      why: "a value repeated on most pages adds no uniqueness",
    })),
};
