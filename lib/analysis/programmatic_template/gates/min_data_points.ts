import { THRESHOLDS } from "../thresholds.ts";
import type { GateRule } from "./types.ts";

/** Enough filled data fields beyond the pattern variables. */
export const minDataPoints: GateRule = {
  id: "min_data_points",
  gate: (ctx) => ({
    gate: "min_data_points",
    condition:
      `at least ${THRESHOLDS.min_data_points} filled data fields beyond the pattern variables`,
    failing_sample_records: ctx.facts.filter((x) => x.dataPoints < THRESHOLDS.min_data_points)
      .length,
    on_fail: "noindex, follow until enriched",
  }),
};
