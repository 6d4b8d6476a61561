/** The `/keyword-metrics/overview` result: its zod schema and the types derived from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { DataSourceSchema, MarketSchema, MeasuredKeywordSchema } from "../keyword_rows/mod.ts";

const count = z.number().int().min(0);

/** One measured keyword. */
export const OverviewKeywordSchema = MeasuredKeywordSchema;

/** The `/keyword-metrics/overview` result. */
export const KeywordOverviewResultSchema = z.strictObject({
  market: MarketSchema,
  data_source: DataSourceSchema,
  sort_by: z.enum(["priority", "search_volume", "cpc", "difficulty"]),
  keywords: z.array(OverviewKeywordSchema).max(100)
    .describe("Measured keywords at or above min_search_volume, in sort_by order."),
  no_data: z.array(z.string()).describe(
    "Requested keywords the provider has no figures for: listed as such, never estimated.",
  ),
  below_min_search_volume: z.array(z.string()).describe(
    "Measured keywords dropped because their volume is below min_search_volume (or unknown).",
  ),
  totals: z.strictObject({
    requested: count.describe("Distinct keywords requested."),
    measured: count.describe("Keywords the provider had figures for."),
    no_data: count,
    below_min_search_volume: count,
    returned: count,
    total_search_volume: count.describe("Monthly searches of the returned keywords."),
    avg_keyword_difficulty: z.number().min(0).max(100).nullable(),
    by_priority: z.strictObject({ high: count, medium: count, low: count }),
    by_buyer_stage: z.strictObject({ awareness: count, consideration: count, decision: count }),
    by_trend: z.record(z.string(), count).describe("Returned keywords per trend direction."),
  }),
  method: z.strictObject({
    opportunity: z.string(),
    reachable_position: z.string(),
    priority: z.string(),
    trend: z.string(),
    sort: z.string(),
    no_data: z.string(),
  }),
  ...analysisExtras,
});

/** The `/keyword-metrics/overview` result. */
export type KeywordOverviewResult = z.output<typeof KeywordOverviewResultSchema>;
/** One measured keyword. */
export type OverviewKeyword = z.output<typeof OverviewKeywordSchema>;
