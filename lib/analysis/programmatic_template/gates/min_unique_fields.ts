import { THRESHOLDS } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { DECIDES, type GateRule } from "./types.ts";

export const minUniqueFields: GateRule = {
  id: "min_unique_fields",
  decides: DECIDES,
  when: `unique_fields are given; a record fails with fewer than ${
    percent(THRESHOLDS.unique_fill_share, 1)
  } of them filled (rounded up, at least one)`,
  because:
    "Google Search Central spam policies (doorway pages, scaled content abuse): pages that differ only by the variable are near duplicates; the unique fields are what makes each page worth indexing",
  decide(ctx) {
    if (ctx.uniqueFields.length === 0) return null;
    return {
      gate: "min_unique_fields",
      condition:
        `at least ${ctx.minUniqueFilled} of ${ctx.uniqueFields.length} unique fields filled (${
          ctx.uniqueFields.join(", ")
        })`,
      failing_sample_records: ctx.facts.filter((x) => x.uniqueFilled < ctx.minUniqueFilled).length,
      on_fail: "noindex, follow and keep out of the XML sitemap until enriched",
    };
  },
};
