/** The `/content/cannibalization` result schema and the types derived from it. */
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";
import {
  MAX_CONFLICTS_LISTED,
  MAX_PAGE_SIGNALS_LISTED,
  MAX_REMEDIATION_LISTED,
} from "./thresholds.ts";
import { z } from "zod";
import { IntentSchema } from "../../toolkit/values.ts";

/** The reason types of a conflict. */
export const REASON_TYPES = [
  "shared_primary_keyword",
  "shared_target_keywords",
  "shared_ranking_queries",
  "near_duplicate_title",
  "canonical_loop",
  "canonical_chain",
  "canonical_to_non_indexable",
  "canonical_ignored",
  "noindex_with_canonical",
  "noindex_still_ranking",
] as const;

/** The `/content/cannibalization` result. */
export type CannibalizationResult = z.output<typeof CannibalizationResultSchema>;

/** Two pages that compete, why, and how strongly. */
export type Conflict = CannibalizationResult["conflicts"][number];

/** One reason two pages conflict. */
export type ConflictReason = Conflict["reasons"][number];

/** The kinds of evidence that make two pages conflict. */
export type ReasonType = ConflictReason["type"];

/** A query both pages of a conflict rank for. */
export type SharedQuery = Conflict["shared_queries"][number];

/** Severity bands of a conflict score. */
export type Severity = Conflict["severity"];

/** What the analysis read from one (merged) page. */
export type PageSignal = CannibalizationResult["page_signals"][number];

/** A group of pages connected by conflicts. */
export type Cluster = CannibalizationResult["clusters"][number];

/** The page to keep in a cluster, and why. */
export type PreferredUrl = CannibalizationResult["preferred_urls"][number];

/** One page's remediation. */
export type Remediation = CannibalizationResult["remediation"][number];

/** What to do with a page that is not its cluster's preferred URL. */
export type RemediationAction = Remediation["action"];

// ---------------------------------------------------------------------------------------------
// Result schema

/** How much overlap counts as a conflict: the request's `sensitivity`, echoed. */
export const CannibalizationSensitivitySchema = z.enum(["conservative", "balanced", "aggressive"]);

/** A conflict's severity, and a remediation's priority. */
const unit = z.number().min(0).max(1);
const nonNeg = z.number().min(0);

/** The thresholds one sensitivity applies. */
export const thresholdsSchema = z.strictObject({
  title_similarity: unit.describe(
    "Stem Jaccard of two titles (site-wide boilerplate words removed) that counts as near-duplicate.",
  ),
  target_overlap: unit.describe("Shared targeted keywords / the smaller page's targeted keywords."),
  query_overlap: unit.describe("Share of either page's query demand on contested queries."),
  min_query_share: unit.describe(
    "A shared query is contested only when the weaker page has at least this share of the pair's weight for it.",
  ),
  primary_match_score: z.number().min(0).max(100)
    .describe("Score (0-100) with which a page must match another page's primary keyword."),
  min_conflict_score: z.number().min(0).max(100)
    .describe("Conflicts scoring below this are not reported (canonical problems always are)."),
});

/** The `/content/cannibalization` result, exactly as {@linkcode analyzeCannibalization} returns it. */
export const CannibalizationResultSchema = z.strictObject({
  summary: z.strictObject({
    pages_received: z.number().int().min(2),
    pages_analysed: z.number().int().min(1),
    duplicate_rows_merged: z.number().int().min(0),
    competing_pages: z.number().int().min(0),
    conflicts_total: z.number().int().min(0),
    conflicts_listed: z.number().int().min(0).max(MAX_CONFLICTS_LISTED),
    high: z.number().int().min(0),
    medium: z.number().int().min(0),
    low: z.number().int().min(0),
    clusters: z.number().int().min(0),
    pages_in_conflict: z.number().int().min(0),
    page_signals_listed: z.number().int().min(0).max(MAX_PAGE_SIGNALS_LISTED),
    remediation_total: z.number().int().min(0),
    remediation_listed: z.number().int().min(0).max(MAX_REMEDIATION_LISTED),
    ignored_queries: z.array(z.string()),
  }),
  sensitivity: CannibalizationSensitivitySchema,
  thresholds: thresholdsSchema,
  focus: z.strictObject({
    mode: z.enum(["restrict", "none"]),
    keywords: z.array(z.string()),
    conflicts_dropped: z.number().int().min(0),
  }),
  page_signals: z.array(z.strictObject({
    url: z.string().min(1),
    normalized_url: z.string().min(1),
    merged_urls: z.array(z.string()),
    title: z.string().min(1),
    page_type: z.string().nullable(),
    intent: z.array(IntentSchema),
    intent_source: z.enum(["primary_keyword", "page_type", "url", "title", "unknown"]),
    primary_keyword: z.string().nullable(),
    primary_topic_stems: z.array(z.string()),
    target_keywords: z.array(z.string()),
    ranking_query_count: z.number().int().min(0),
    top_queries: z.array(z.strictObject({
      query: z.string(),
      clicks: nonNeg.nullable(),
      impressions: nonNeg.nullable(),
    })).max(5),
    clicks: nonNeg.nullable(),
    impressions: nonNeg.nullable(),
    avg_position: z.number().min(1).nullable(),
    backlinks: nonNeg.nullable(),
    metrics_source: z.enum(["page", "ranking_queries", "none"]),
    indexable: z.boolean().nullable(),
    canonical_url: z.string().nullable(),
    canonical_status: z.enum([
      "none",
      "self",
      "points_to_supplied_page",
      "points_outside_set",
      "loop",
      "chain",
    ]),
    competing: z.boolean(),
    cluster_id: z.string().nullable(),
  })).max(MAX_PAGE_SIGNALS_LISTED),
  conflicts: z.array(z.strictObject({
    id: z.string().regex(/^c\d+$/),
    cluster_id: z.string().regex(/^cl\d+$/),
    page_a: z.string().min(1),
    page_b: z.string().min(1),
    score: z.number().min(0).max(100),
    severity: LevelSchema,
    reasons: z.array(z.strictObject({
      type: z.enum(REASON_TYPES),
      strength: unit,
      description: z.string().min(1),
      keywords: z.array(z.string()),
      urls: z.array(z.string()),
    })).min(1),
    shared_keywords: z.array(z.string()).max(10),
    shared_queries: z.array(z.strictObject({
      query: z.string(),
      weight_a: nonNeg,
      weight_b: nonNeg,
      position_a: z.number().min(1).nullable(),
      position_b: z.number().min(1).nullable(),
      contested: z.boolean(),
    })).max(10),
    weight_basis: z.enum(["impressions", "clicks", "count"]).nullable(),
    query_overlap: unit.nullable(),
    target_overlap: unit.nullable(),
    title_similarity: unit.nullable(),
    intent_differs: z.boolean(),
  })).max(MAX_CONFLICTS_LISTED),
  clusters: z.array(z.strictObject({
    id: z.string().regex(/^cl\d+$/),
    pages: z.array(z.string()).min(2),
    size: z.number().int().min(2),
    main_keyword: z.string().min(1),
    shared_keywords: z.array(z.string()).max(10),
    severity: LevelSchema,
    max_score: z.number().min(0).max(100),
    conflict_count: z.number().int().min(1),
    total_clicks: nonNeg.nullable(),
    total_impressions: nonNeg.nullable(),
    preferred_url: z.string().min(1),
    recommendation: z.enum(["consolidate", "differentiate", "fix_canonicals", "deindex"]),
  })),
  preferred_urls: z.array(z.strictObject({
    cluster_id: z.string(),
    url: z.string().min(1),
    decided_by: z.enum([
      "contested_query",
      "intent_fit",
      "only_eligible",
      "eligibility",
      "clicks",
      "impressions",
      "avg_position",
      "backlinks",
      "canonical_target",
      "indexable",
      "path_depth",
      "url_order",
    ]),
    reason: z.string().min(1),
    runner_up: z.string().nullable(),
    clicks: nonNeg.nullable(),
    impressions: nonNeg.nullable(),
    avg_position: z.number().min(1).nullable(),
    backlinks: nonNeg.nullable(),
    required_fixes: z.array(z.string()),
  })),
  remediation: z.array(z.strictObject({
    url: z.string().min(1),
    cluster_id: z.string(),
    action: z.enum(["merge", "redirect_301", "differentiate", "canonicalise", "noindex"]),
    relative_to: z.string().min(1)
      .describe("The kept page it is consolidated into, or differentiated from."),
    priority: LevelSchema,
    reason: z.string().min(1),
    conflict_id: z.string(),
    suggested_keyword: z.string().nullable(),
    suggestion_source: z.enum(["unique_query", "unique_target_keyword", "intent_modifier"])
      .nullable(),
    steps: z.array(z.string().min(1)).min(1),
  })).max(MAX_REMEDIATION_LISTED),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1),
});
