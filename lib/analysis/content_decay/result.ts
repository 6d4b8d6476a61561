/** The `/content-decay/detect` result schema and the types derived from it. */
import { z } from "zod";
import { AgentWorkflowSchema } from "../../agent/workflow.ts";
import { DataSourceSchema, MarketSchema } from "../keyword_rows/market.ts";
import { TRENDS } from "./rule.ts";

const position = z.number().int().min(1).max(100);
const ctr = z.number().min(0).max(1).describe("Expected click-through rate of the position.");
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One observation of the page's position. */
const ObservationSchema = z.strictObject({
  checked_at: z.string().describe("When the SERP was fetched (ISO 8601, UTC)."),
  position: position.nullable()
    .describe("The page's position; null when it is not listed within `depth`."),
  depth: position.describe("The deepest position that SERP lists."),
  expected_ctr: ctr,
  source: z.enum(["history", "live"])
    .describe("`history`: a SERP this service fetched before; `live`: fetched by this request."),
});

/** The provider's own view of the page's ranking (Labs ranked keywords). */
const ProviderRankingSchema = z.strictObject({
  rank: z.number().int().min(1).describe("Organic rank at the provider's last update."),
  rank_absolute: z.number().int().min(1),
  previous_rank_absolute: z.number().int().min(1).nullable()
    .describe("The absolute rank before the provider's last update; null when new or unknown."),
  movement: z.enum(["new", "up", "down", "unchanged", "lost"]),
  url: z.string().nullable(),
}).describe(
  "One provider observation, undated: now against the provider's previous update. Not part of the dated series.",
);

const yyyyMm = z.string().regex(/^\d{4}-\d{2}$/);
const monthVolume = z.strictObject({ month: yyyyMm, search_volume: z.number().min(0) });
const monthRun = z.strictObject({
  from_month: z.number().int().min(1).max(12),
  to_month: z.number().int().min(1).max(12)
    .describe("Calendar months; from_month after to_month wraps the year."),
  min_volume: z.number().min(0),
  max_volume: z.number().min(0),
});

/** The keyword's demand read from its monthly search volumes. */
const DemandSchema = z.strictObject({
  source: z.enum(["ranked_keywords", "keyword_overview"])
    .describe("The provider answer the monthly volumes came from (Labs keyword_info)."),
  months: z.number().int().min(0),
  direction: z.enum(["seasonal", "rising", "falling", "flat", "unknown"]),
  change_pct: z.number().nullable().describe("Newest 3 months against the oldest 3, percent."),
  window: z.strictObject({
    from_month: yyyyMm,
    to_month: yyyyMm,
    average: z.number().min(0),
    before_from_month: yyyyMm,
    before_to_month: yyyyMm,
    before_average: z.number().min(0),
    change_pct: z.number(),
    direction: z.enum(["rising", "falling", "stable"]),
  }).nullable().describe(
    "The window's months (mid-month inside it) against the 3 months before them: did searches fall while the clicks did?",
  ),
  peak: monthVolume.nullable(),
  season: monthRun.nullable().describe("The months above the average month around the peak."),
  low_months: monthRun.nullable().describe("The months under half the average month."),
  this_month: monthVolume.nullable()
    .describe(
      "The calendar month of the run in the data (last year's when the data ends earlier).",
    ),
  this_month_vs_peak_pct: z.number().nullable(),
  phase: z.enum(["in_season", "off_season"]).nullable(),
  season_returns: yyyyMm.nullable().describe("When the season next starts (off season)."),
  refresh_by: yyyyMm.nullable().describe("The month before the season returns."),
  text: z.string().min(1),
});

/** The decay audit. */
export const DecayAuditSchema = z.strictObject({
  url: z.string().min(1),
  keyword: z.string().min(1),
  market: MarketSchema,
  device: z.enum(["desktop", "mobile"]),
  lookback_days: z.number().int().min(3).max(180),
  threshold: z.number().min(0).max(100),
  window: z.strictObject({ from: date, to: date }),
  decay_detected: z.boolean(),
  trend: z.enum(TRENDS).describe(
    "stable (within the series' own noise band); declining (decay, still listed); recovering (back within the band after a sustained drop, or listed after not being listed); lost (decay, no longer listed); not_ranking (never listed in the window); unconfirmed_drop (only the latest check is beyond the band); insufficient_data (fewer than 3 observations).",
  ),
  driver: z.enum(["rank", "demand", "rank_and_demand", "neither", "unknown"]).describe(
    "What moves the page's clicks: its rank (decay), the keyword's demand (seasonal or falling searches, rank within its noise), both, neither, or unknown (no volumes).",
  ),
  verdict: z.string().min(1),
  baseline: z.strictObject({
    position: z.number().min(1).max(101).nullable()
      .describe("Median position of the baseline observations (null when not listed in most)."),
    best: z.number().int().min(1).max(101).nullable()
      .describe("Best position in the baseline (101 or depth + 1: not listed)."),
    worst: z.number().int().min(1).max(101).nullable(),
    noise_positions: z.number().min(0).nullable()
      .describe("The baseline's own spread: the farthest a check strayed from its median."),
    tolerance_positions: z.number().min(0).nullable()
      .describe("max(noise, floor): a position worse than median + tolerance is beyond the noise."),
    expected_ctr: ctr,
    observations: z.number().int().min(0)
      .describe("The checks before the drop; every check of the window when there is none."),
    cutoff_ctr: ctr.describe("baseline x (1 - threshold / 100)."),
  }),
  latest: ObservationSchema.nullable(),
  drop: z.strictObject({
    last_good_date: date.describe("The last observation within the noise band, before the drop."),
    last_good_checked_at: z.string(),
    date: date.describe("The first observation of the sustained run beyond the noise band."),
    checked_at: z.string(),
    position_before: position.nullable(),
    position_after: position.nullable(),
    positions_lost: z.number().int().nullable()
      .describe("position_after - position_before; null when either is not listed."),
    expected_clicks_change_percent: z.number().min(-100)
      .describe("Change of expected clicks from the baseline to the latest observation."),
    observations_since: z.number().int().min(1),
  }).nullable(),
  series: z.array(ObservationSchema),
  observations: z.strictObject({
    in_window: z.number().int().min(0),
    from_history: z.number().int().min(0),
    live: z.number().int().min(0).max(1),
    older_than_window: z.number().int().min(0),
    provider_ranking: z.boolean().describe("The provider listed the page for the keyword."),
  }),
  gaps: z.array(z.strictObject({ from: date, to: date, days: z.number().int().min(0) })),
  missing: z.array(z.string()),
  provider_ranking: ProviderRankingSchema.nullable(),
  demand: DemandSchema.nullable().describe("The keyword's demand; null without monthly volumes."),
  competitors_gained: z.array(z.strictObject({
    url: z.string(),
    domain: z.string(),
    position_before: position.nullable(),
    position_after: position,
  })).describe(
    "URLs that rose above the page across the drop: new in the results, or better placed than before, and above the page now (the owner's own URLs left out).",
  ),
  serp_shift: z.strictObject({
    top10_kept_share: z.number().min(0).max(1),
    whole_serp_moved: z.boolean(),
  }).nullable().describe("How much of the top 10 stayed across the drop; null without a drop."),
  data_source: DataSourceSchema,
});

/** The `/content-decay/detect` result. */
export const ContentDecayResultSchema = z.strictObject({
  decay_audit: DecayAuditSchema,
  method: z.strictObject({
    rule: z.string(),
    demand: z.string(),
    series: z.string(),
    competitors: z.string(),
    confidence: z.string(),
  }),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1),
});

export type ContentDecayResult = z.output<typeof ContentDecayResultSchema>;
export type DecayAudit = z.output<typeof DecayAuditSchema>;
export type ObservationRow = z.output<typeof ObservationSchema>;
export type ProviderRanking = z.output<typeof ProviderRankingSchema>;
export type Demand = z.output<typeof DemandSchema>;
