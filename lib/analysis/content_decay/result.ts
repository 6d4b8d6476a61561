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
    "stable; declining (decay, still listed); recovering (back above the cutoff after a drop); lost (decay, no longer listed); not_ranking (never listed in the window); insufficient_data (fewer than 3 observations).",
  ),
  verdict: z.string().min(1),
  baseline: z.strictObject({
    position: z.number().min(1).max(100).nullable()
      .describe("Median position of the baseline observations (null when not listed in them)."),
    expected_ctr: ctr,
    observations: z.number().int().min(0),
    cutoff_ctr: ctr.describe("baseline x (1 - threshold / 100)."),
  }),
  latest: ObservationSchema.nullable(),
  drop: z.strictObject({
    date: date.describe("The first observation after which the page stays below the cutoff."),
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
  competitors_gained: z.array(z.strictObject({
    url: z.string(),
    domain: z.string(),
    position_before: position.nullable(),
    position_after: position,
  })).describe("URLs that moved above the page across the drop (before it, after it now)."),
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
