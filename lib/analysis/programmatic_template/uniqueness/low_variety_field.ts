import { LOW_VARIETY } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { DECIDES, rulesOrNull, type UniquenessRuleSpec } from "./types.ts";

export const lowVarietyField: UniquenessRuleSpec = {
  id: "low_variety_field",
  decides: DECIDES,
  when:
    `a content field filled on ${LOW_VARIETY.min_filled}+ records has distinct values on fewer than ${
      percent(LOW_VARIETY.distinct_share, 1)
    } of them: it does not count towards uniqueness, one rule per field`,
  because:
    "SEO practice: a value repeated on most pages (a state, a category) adds no uniqueness, so it cannot make the pages differ",
  decide: (ctx) =>
    rulesOrNull(ctx.lowVariety.map((lv) => ({
      rule: "low_variety_field",
      requirement:
        `do not count ${lv.field} towards uniqueness: ${lv.distinct} distinct values across ${lv.filled} records`,
      applies_to: [lv.field],
      why: "a value repeated on most pages adds no uniqueness",
    }))),
};
