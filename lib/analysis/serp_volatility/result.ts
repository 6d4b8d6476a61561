/** The `/serp/volatility` result schema and the types derived from it. */
import { z } from "zod";
import { AgentWorkflowSchema } from "../../agent/workflow.ts";

/** The `/serp/volatility` result. */
export type SerpVolatilityResult = z.output<typeof SerpVolatilityResultSchema>;

/** The interpretation levels, calmest first. */
export type VolatilityLevel = SerpVolatilityResult["interpretation"]["level"];

/** Statistics of one consecutive pair of snapshots. */
export type SnapshotPair = SerpVolatilityResult["pairs"][number];

/** How a tracked domain moved from the first to the last snapshot. */
export type DomainMovement = SerpVolatilityResult["domain_movement"][number];

/** One snapshot's view of a tracked domain. */
export type DomainSnapshot = DomainMovement["snapshots"][number];

/** A URL that moved between the first and the last snapshot. */
export type TopMover = SerpVolatilityResult["top_movers"][number];

/** Lower bounds of `moderate`, `volatile` and `highly_volatile` on the 0-100 score. */
export type Thresholds = z.output<typeof thresholdsSchema>;

/** How early the interpretation calls a SERP volatile: the request's `sensitivity`, echoed. */
export const SerpSensitivitySchema = z.enum(["low", "medium", "high"]);

export const LEVELS = ["stable", "moderate", "volatile", "highly_volatile"] as const;
const score100 = z.number().min(0).max(100);
const unit = z.number().min(0).max(1);
const position = z.number().int().min(1).max(100);

/** Lower bounds of `moderate`, `volatile` and `highly_volatile` on the 0-100 score. */
const thresholdsSchema = z.strictObject({
  moderate: score100,
  volatile: score100,
  highly_volatile: score100,
});

/** The `/serp/volatility` result, exactly as {@linkcode analyzeSerpVolatility} returns it. */
export const SerpVolatilityResultSchema = z.strictObject({
  keyword: z.string().min(1),
  location: z.string().min(1),
  device: z.enum(["desktop", "mobile"]),
  sensitivity: SerpSensitivitySchema,
  snapshot_count: z.number().int().min(2),
  period: z.strictObject({ from: z.string(), to: z.string(), days: z.number().min(0) }),
  volatility_score: score100,
  interpretation: z.strictObject({
    level: z.enum(LEVELS),
    sentence: z.string().min(1),
    thresholds: thresholdsSchema,
  }),
  method: z.strictObject({
    formula: z.string(),
    rbo: z.string(),
    jaccard_top10: z.string(),
    mean_abs_position_delta: z.string(),
    entered_exited: z.string(),
    url_changes: z.string(),
    pairs: z.string(),
    url_normalisation: z.string(),
    visibility: z.string(),
    level: z.string().describe("The level rules: condition -> level (reason)."),
    decision: z.string().describe("The attribution rules: condition -> decision (reason)."),
    actions: z.string().describe("The action rules: condition -> action kind (reason)."),
    limitations: z.string().describe("The limitation rules: condition -> limitation (reason)."),
    rbo_p: unit,
    weights: z.strictObject({ rbo: unit, jaccard_top10: unit, position_shift: unit }),
  }),
  mean_rbo: unit,
  mean_pair_score: score100,
  peak_pair_score: score100,
  pairs: z.array(z.strictObject({
    from: z.string(),
    to: z.string(),
    days_between: z.number().min(0),
    depth: z.number().int().min(1).max(100)
      .describe("Ranks compared for RBO: the shorter snapshot's length."),
    rbo: unit,
    jaccard_top10: unit.nullable()
      .describe("Jaccard of the URLs at positions 1-10; null when neither snapshot has any."),
    mean_abs_position_delta: z.number().min(0).max(99).nullable()
      .describe(
        "Mean absolute position change of URLs present in both snapshots; null when none is.",
      ),
    shared_urls: z.number().int().min(0).max(100),
    entered_count: z.number().int().min(0).max(100),
    exited_count: z.number().int().min(0).max(100),
    entered: z.array(z.string()).max(10)
      .describe(
        "URLs absent from the earlier snapshot (at most 10, best position first); whole lists are compared, and a URL ranked deeper than the other snapshot's deepest position is not counted.",
      ),
    exited: z.array(z.string()).max(10)
      .describe("URLs absent from the later snapshot (at most 10, best former position first)."),
    retitled: z.array(z.string()).max(10)
      .describe("Shared URLs whose title changed (a competitor rewrote its page or snippet)."),
    url_changes: z.array(z.strictObject({ domain: z.string(), from: z.string(), to: z.string() }))
      .max(10).describe(
        "A domain's result under a new URL at (about) its old place: a migration or redirect, counted as the same result, not as one leaving and one entering.",
      ),
    serp_features_added: z.array(z.string()).nullable()
      .describe("SERP features added; null unless both snapshots list their features."),
    serp_features_removed: z.array(z.string()).nullable()
      .describe("SERP features removed; null unless both snapshots list their features."),
    score: score100,
    level: z.enum(LEVELS),
  })),
  domain_movement: z.array(z.strictObject({
    domain: z.string().min(1),
    is_owner: z.boolean(),
    first_position: position.nullable(),
    last_position: position.nullable(),
    change: z.number().int().min(-99).max(99).nullable()
      .describe(
        "first - last: positive means the domain moved up; null when absent at either end.",
      ),
    best_position: position.nullable(),
    worst_position: position.nullable(),
    visibility_first: z.number().min(0),
    visibility_last: z.number().min(0),
    visibility_change: z.number(),
    status: z.enum(["entered", "dropped", "improved", "declined", "unchanged", "absent", "unknown"])
      .describe(
        "unknown: ranked in one snapshot beyond the depth the other one lists, so its place there is not known (not dropped, not new).",
      ),
    first_url: z.string().nullable(),
    last_url: z.string().nullable(),
    ranking_url_changed: z.boolean()
      .describe("The domain's best-ranking URL differs between the first and last snapshot."),
    snapshots: z.array(z.strictObject({
      checked_at: z.string(),
      best_position: position.nullable(),
      url: z.string().nullable(),
      results: z.number().int().min(0).max(100),
      visibility: z.number().min(0),
    })),
  })),
  top_movers: z.array(z.strictObject({
    url: z.string().min(1),
    domain: z.string(),
    first_position: position.nullable(),
    last_position: position.nullable(),
    change: z.number().int().min(-100).max(100).refine((c) => c !== 0)
      .describe(
        "Positions gained (positive) or lost; absence counts as one below the last listed position.",
      ),
    status: z.enum(["up", "down", "new", "dropped"]),
  })).max(10),
  history_call: z.strictObject({
    method: z.literal("GET"),
    endpoint: z.literal("/serp/history"),
    query: z.strictObject({
      keyword: z.string().min(1),
      location: z.string().min(1),
      device: z.enum(["desktop", "mobile"]),
    }),
    url: z.string().regex(/^\/api\/v1\/serp\/history\?/),
    reason: z.string().min(1),
  }).describe(
    "The free GET that returns the SERPs this service already fetched for the keyword, location and device as `snapshots` for this operation (a GET, so not among `agent_workflow.next_calls`, which are POST bodies).",
  ),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1),
});

/** The result before its history call, agent workflow and markdown summary. */
export type SerpVolatilityReport = Omit<
  SerpVolatilityResult,
  "history_call" | "agent_workflow" | "markdown_summary"
>;
