import { THRESHOLDS } from "../thresholds.ts";
import { DECIDES, type GateRule } from "./types.ts";

export const minDataPoints: GateRule = {
  id: "min_data_points",
  decides: DECIDES,
  when:
    `every template; a record fails with fewer than ${THRESHOLDS.min_data_points} filled data fields beyond the pattern variables`,
  because:
    "Google Search Central spam policies (scaled content abuse): pages generated at scale with little content of their own should not be indexed",
  decide: (ctx) => ({
    gate: "min_data_points",
    condition:
      `at least ${THRESHOLDS.min_data_points} filled data fields beyond the pattern variables`,
    failing_sample_records: ctx.facts.filter((x) => x.dataPoints < THRESHOLDS.min_data_points)
      .length,
    on_fail: "noindex, follow until enriched",
  }),
};
