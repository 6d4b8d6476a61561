import { THRESHOLDS } from "../thresholds.ts";
import type { GateRule } from "./types.ts";

/** Enough record-specific words or data fields, and no short text field. */
export const minContent: GateRule = {
  id: "min_content",
  gate: (ctx) => ({
    gate: "min_content",
    condition:
      `${THRESHOLDS.min_unique_words}+ record-specific words, or ${THRESHOLDS.rich_data_points}+ filled data fields${
        ctx.textFieldMedians.size > 0
          ? `; text fields (${
            [...ctx.textFieldMedians.keys()].join(", ")
          }) at least 40% of their median length`
          : ""
      }`,
    failing_sample_records:
      ctx.facts.filter((x) =>
        (x.words < THRESHOLDS.min_unique_words && x.dataPoints < THRESHOLDS.rich_data_points) ||
        x.shortFields.length > 0
      ).length,
    on_fail: "noindex, follow; enrich the record or merge it into its hub page",
  }),
};
