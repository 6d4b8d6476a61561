import type { GateRule } from "./types.ts";

/** Enough of the unique fields filled (only when unique fields are given). */
export const minUniqueFields: GateRule = {
  id: "min_unique_fields",
  gate(ctx) {
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
