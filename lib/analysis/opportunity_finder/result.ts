/** The `/backlinks/opportunity-finder` result schema and the types derived from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { LevelSchema } from "../../agent/workflow.ts";
import { CAMPAIGN_GOALS, OPPORTUNITY_TYPES } from "./kinds.ts";
import { MIN_MATCH, PLATFORM_PENALTY, SPAM_PENALTY_MAX } from "./thresholds.ts";

/** The `/backlinks/opportunity-finder` result (declared once, by its schema below). */
export type OpportunityFinderResult = z.output<typeof OpportunityFinderResultSchema>;
/** One prioritized link action. */
export type OpportunityAction = OpportunityFinderResult["actions"][number];
/** The owned page a prospect is pitched, and how well it fits the prospect's topics. */
export type MatchedAsset = NonNullable<OpportunityAction["matched_asset"]>;
/** Points each factor contributed to `score` (they sum to it before clamping to 0-100). */
export type ScoreParts = OpportunityAction["score_parts"];
/** A prospect row that is not in `actions`, with the reason. */
export type ExcludedProspect = OpportunityFinderResult["excluded"][number];
/** Why a prospect produced no returned action. */
export type ExclusionCode = ExcludedProspect["code"];
/** A topic prospects cover that no owned asset covers: a linkable asset worth building. */
export type AssetGap = OpportunityFinderResult["asset_gaps"][number];
/** How a rank field was read. */
export type RankScale = OpportunityFinderResult["authority_scale"]["rank"];
/** How the actions were chosen and scored, as returned in `method`. */
export type Method = OpportunityFinderResult["method"];
/** The score weights of a campaign goal. */
export type Weights = Method["weights"];

const typeEnum = z.enum(OPPORTUNITY_TYPES);
const rankScale = z.enum(["0-100", "0-1000"]).nullable();
const count = z.number().int().min(0);
const weightsSchema = z.strictObject({
  authority: z.number().min(0).max(1),
  relevance: z.number().min(0).max(1),
  feasibility: z.number().min(0).max(1),
  dofollow: z.number().min(0).max(1),
  competitors: z.number().min(0).max(1),
});

/** The `/backlinks/opportunity-finder` result, exactly as {@linkcode findOpportunities} returns it. */
export const OpportunityFinderResultSchema = z.strictObject({
  target: z.string().min(1),
  campaign_goal: z.enum(CAMPAIGN_GOALS),
  max_spam_score: z.number().int().min(0).max(100),
  min_priority: LevelSchema,
  counts: z.strictObject({
    prospects_supplied: count.min(1).max(1000),
    unique_prospects: count,
    duplicates: count,
    excluded_spam: count,
    excluded_own_site: count,
    excluded_already_links: count,
    excluded_competitor: count.describe("Prospects on a competitor's own site."),
    excluded_off_goal: count,
    scored: count,
    below_min_priority: count,
    returned: count,
    owned_assets: count.max(100),
  }),
  authority_scale: z.strictObject({
    domain_rank: rankScale,
    page_rank: rankScale,
    rank: rankScale,
  }),
  actions: z.array(z.strictObject({
    rank: count.min(1).describe("1 = do first."),
    type: typeEnum,
    priority: LevelSchema,
    score: z.number().min(0).max(100),
    prospect_index: count
      .describe("Index in `prospects` of the kept row (the first of its duplicates)."),
    source_domain: z.string().min(1),
    source_url: z.string().nullable(),
    title: z.string().nullable(),
    source_type: z.string().nullable(),
    matched_asset: z.strictObject({
      url: z.string().min(1),
      title: z.string().nullable(),
      match_score: z.number().min(MIN_MATCH).max(1)
        .describe("0-1: 0.75 x topic coverage + 0.25 x Jaccard of stemmed terms."),
      shared_terms: z.array(z.string()).max(6)
        .describe("Prospect terms the asset covers (original words, at most 6)."),
    }).nullable(),
    authority: z.number().min(0).max(100).nullable().describe(
      "Normalised authority 0-100 (see `authority_scale`); null when no rank was supplied.",
    ),
    dofollow: z.boolean().nullable(),
    spam_score: z.number().min(0).max(100).nullable(),
    linked_competitors: z.array(z.string())
      .describe("Distinct competitor domains the source links to (the target excluded)."),
    score_parts: z.strictObject({
      authority: z.number().min(0),
      relevance: z.number().min(0),
      feasibility: z.number().min(0),
      dofollow: z.number().min(0),
      competitors: z.number().min(0),
      goal_adjustment: z.number(),
      spam_penalty: z.number().min(0).max(SPAM_PENALTY_MAX),
      platform_penalty: z.number().min(0).max(PLATFORM_PENALTY)
        .describe("Points taken from a UGC, social or review-listing source."),
    }),
    reason: z.string().min(1),
    outreach_angle: z.string().min(1),
    same_domain_actions: count
      .describe("Other returned actions on the same source domain: contact the site once."),
    merged_rows: z.array(count).describe("Indexes of duplicate rows merged into this one."),
  })),
  by_type: z.strictObject({
    reclaim: count,
    repair: count,
    link_gap: count,
    resource_page: count,
    digital_pr: count,
    outreach: count,
  }),
  excluded: z.array(z.strictObject({
    index: count,
    source_domain: z.string().min(1),
    source_url: z.string().nullable(),
    code: z.enum([
      "spam",
      "duplicate",
      "own_site",
      "already_links",
      "off_goal",
      "below_min_priority",
      "competitor",
    ]),
    reason: z.string().min(1),
    duplicate_of: count.nullable(),
    spam_score: z.number().min(0).max(100).nullable(),
    type: typeEnum.nullable(),
    score: z.number().min(0).max(100).nullable(),
    priority: LevelSchema.nullable(),
  })),
  asset_gaps: z.array(z.strictObject({
    topic: z.string().min(1),
    prospects: count.min(1).describe("Unique, non-excluded prospects that list the topic."),
    best_authority: z.number().min(0).max(100).nullable()
      .describe("Highest normalised authority (0-100) among them; null when none has a rank."),
    example_domains: z.array(z.string()).min(1).max(3),
    best_asset_coverage: z.number().min(0).max(1).describe(
      "Best share of the topic's terms any owned asset covers (below 0.6 counts as a gap).",
    ),
  })).max(20),
  method: z.strictObject({
    dedupe: z.string(),
    spam: z.string(),
    exclusions: z.string(),
    classification: z.string(),
    matching: z.string(),
    authority: z.string(),
    score: z.string(),
    weights: weightsSchema,
    feasibility: z.strictObject({
      reclaim: z.number(),
      repair: z.number(),
      link_gap: z.number(),
      resource_page: z.number(),
      digital_pr: z.number(),
      outreach: z.number(),
    }),
    priority_caps: z.string(),
    priority_bands: z.string(),
    campaign_goal: z.string(),
    min_priority: z.string(),
    sort: z.string(),
  }),
  ...analysisExtras,
});
