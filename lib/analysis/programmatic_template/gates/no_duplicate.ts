import type { GateRule } from "./types.ts";

/** No other page with the same URL, keyword or unique values, nor a near-duplicate value. */
export const noDuplicate: GateRule = {
  id: "no_duplicate",
  gate: (ctx) => ({
    gate: "no_duplicate",
    condition:
      "no other page has the same URL, the same normalised keyword, the same unique-field values or a near-duplicate variable value",
    failing_sample_records: ctx.duplicated.size,
    on_fail:
      "publish one page per group (the most complete record) and 301 or canonical the others to it",
  }),
};
