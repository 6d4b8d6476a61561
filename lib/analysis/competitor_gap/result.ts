/** The `/content/competitor-gap-matrix` result schema, and the types derived from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";
import { BUYER_STAGES } from "../../toolkit/values.ts";

export type { BuyerStage } from "../../toolkit/values.ts";

const unit = z.number().min(0).max(1);
const score100 = z.number().min(0).max(100);
const stageEnum = z.enum(BUYER_STAGES);

/** The `/content/competitor-gap-matrix` result, exactly as {@linkcode analyzeCompetitorGap} returns it. */
export const CompetitorGapResultSchema = z.strictObject({
  summary: z.strictObject({
    competitors: z.number().int().min(0),
    competitor_pages: z.number().int().min(0),
    duplicate_pages: z.number().int().min(0),
    excluded_pages: z.number().int().min(0),
    own_pages: z.number().int().min(0),
    topics: z.number().int().min(0),
    covered_topics: z.number().int().min(0),
    gap_topics: z.number().int().min(0),
    opportunities: z.number().int().min(0),
    high_priority: z.number().int().min(0),
  }),
  method: z.strictObject({
    topics: z.string(),
    own_coverage: z.string(),
    gap_type: z.string().describe("The gap rules: condition -> gap_type (reason)."),
    priority_score: z.string(),
    priority: z.string(),
    page_type: z.string(),
    buyer_stage: z.string(),
    focus_topics: z.string(),
    order: z.string(),
    weights: z.strictObject({
      coverage: unit,
      demand: unit,
      rank: unit,
      ease: unit,
      stage: unit,
    }),
    bands: z.strictObject({ high: score100, medium: score100 }),
  }),
  focus: z.strictObject({
    mode: z.literal("filter"),
    topics: z.array(z.string()),
    applied: z.boolean(),
    matched: z.array(z.strictObject({
      focus_topic: z.string(),
      gap_topics: z.number().int().min(1),
    })),
    unmatched: z.array(z.string()),
  }).nullable(),
  opportunities: z.array(z.strictObject({
    rank: z.number().int().min(1),
    topic: z.string().min(1),
    topic_key: z.string().min(1),
    language: z.string().nullable()
      .describe("The language of the competitors' pages on the topic (titles stay in it)."),
    core_terms: z.array(z.string().min(1)).min(1),
    modifiers: z.array(z.string()),
    gap_type: z.enum(["missing", "partial", "underperforming"]),
    priority: LevelSchema,
    priority_score: score100,
    score_components: z.strictObject({
      coverage: unit,
      demand: unit.nullable(),
      rank: unit.nullable(),
      ease: unit.nullable(),
      stage: unit,
    }),
    competitors_covering: z.number().int().min(1),
    competitor_share: unit,
    competitor_domains: z.array(z.string()),
    competitor_pages: z.number().int().min(1),
    top_pages: z.array(z.strictObject({
      url: z.string(),
      domain: z.string(),
      title: z.string(),
      traffic: z.number().min(0).nullable(),
      rank: z.number().min(1).nullable(),
    })).min(1).max(3),
    traffic: z.number().min(0).nullable(),
    volume: z.number().min(0).nullable(),
    best_rank: z.number().min(1).nullable(),
    median_backlinks: z.number().min(0).nullable(),
    page_type: z.string().min(1),
    buyer_stage: stageEnum,
    own_coverage: z.strictObject({
      status: z.enum(["none", "partial", "covered"]),
      url: z.string().nullable(),
      containment: unit,
      matched_terms: z.array(z.string()),
      angle_match: z.boolean()
        .describe("The own page carries the topic's angle (alternatives, pricing ...) too."),
      own_rank: z.number().min(1).nullable(),
    }),
    related_keywords: z.array(z.string().min(1)).max(10),
    recommended_action: z.string().min(1),
  })),
  covered_topics: z.array(z.strictObject({
    topic: z.string().min(1),
    own_url: z.string().nullable(),
    competitors_covering: z.number().int().min(1),
    competitor_pages: z.number().int().min(1),
  })).max(50),
  matrix: z.strictObject({
    page_types: z.array(z.string().min(1)),
    buyer_stages: z.array(stageEnum),
    cells: z.array(z.strictObject({
      page_type: z.string().min(1),
      buyer_stage: stageEnum,
      competitor_pages: z.number().int().min(0),
      competitors: z.number().int().min(0),
      covered_topics: z.number().int().min(0),
      gap_topics: z.number().int().min(0),
      opportunities: z.number().int().min(0),
      top_topics: z.array(z.string()).max(3),
    })),
  }),
  suggested_titles: z.array(z.strictObject({
    rank: z.number().int().min(1),
    topic: z.string().min(1),
    page_type: z.string().min(1),
    buyer_stage: stageEnum,
    titles: z.array(z.strictObject({
      title: z.string().min(1),
      length: z.number().int().min(1),
      over_60_chars: z.boolean(),
    })).min(1),
  })),
  next_endpoints: z.array(z.strictObject({
    rank: z.number().int().min(1),
    topic: z.string().min(1),
    calls: AgentWorkflowSchema.shape.next_calls,
  })),
  ...analysisExtras,
});

/** The `/content/competitor-gap-matrix` result (declared once, by its schema above). */
export type CompetitorGapResult = z.output<typeof CompetitorGapResultSchema>;
/** One prioritized opportunity. */
export type GapOpportunity = CompetitorGapResult["opportunities"][number];
/** How a topic relates to the site's own pages. */
export type GapType = GapOpportunity["gap_type"];
/** Priority bands of the 0-100 score. */
export type Priority = GapOpportunity["priority"];
/** One competitor page shown as proof for an opportunity. */
export type ProofPage = GapOpportunity["top_pages"][number];
/** A matrix cell: page type x buyer stage. */
export type MatrixCell = CompetitorGapResult["matrix"]["cells"][number];
/** Titles suggested for one opportunity. */
export type SuggestedTitles = CompetitorGapResult["suggested_titles"][number];
/** Follow-up requests for one opportunity. */
export type NextEndpoints = CompetitorGapResult["next_endpoints"][number];
/** How the own pages cover a topic. */
export type OwnCoverage = GapOpportunity["own_coverage"];
/** The focus-topic filter as reported. */
export type Focus = CompetitorGapResult["focus"];
/** The result's summary counts. */
export type Summary = CompetitorGapResult["summary"];
