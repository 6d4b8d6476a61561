/** The `/domain/intersection` result schema; the types derive from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { DataSourceSchema, keywordFields } from "../keyword_rows/mod.ts";
import { TrendSchema } from "../keyword_rows/trend.ts";

const count = z.number().int().min(0);
const rank = z.number().int().min(1);

const GapSchema = z.strictObject({
  ...keywordFields,
  target1_rank: rank.describe("target1's position (rank group)."),
  target1_url: z.string().nullable(),
  target1_traffic: z.number().min(0).describe("target1's estimated monthly clicks."),
  target2_rank: rank.nullable().describe("target2's position; null when it does not rank."),
  target2_url: z.string().nullable(),
  target2_traffic: z.number().min(0),
  rank_gap: z.number().int().describe(
    "target2_rank - target1_rank (a target2 that does not rank counts as 101): positive when target1 ranks better.",
  ),
  traffic_gap: z.number().describe("target1_traffic - target2_traffic."),
  winner: z.enum(["target1", "target2", "tie"]).describe("Who ranks better for the keyword."),
  reachable_position: rank.nullable()
    .describe("The position target2 can reasonably reach; null when it already ranks better."),
  opportunity_score: z.number().min(0).max(100).nullable().describe(
    "target2's opportunity at its reachable position (see method); null when target2 already wins.",
  ),
  action: z.enum(["create_page", "improve_page", "defend", "not_a_target"]).describe(
    "For target2: create_page (it does not rank), improve_page (it ranks worse), defend (it ranks as well or better), not_a_target (target1's own navigation or brand demand: only target1 can serve it).",
  ),
  query_role: z.enum(["rival_navigation", "rival_comparison", "rival_brand"]).nullable().describe(
    "The keyword names target1's brand: its navigation (login, pricing, careers, support), a comparison (vs, alternatives: at most a comparison page), or its own brand demand (its reviews, products, promo codes); null otherwise.",
  ),
  trend: TrendSchema.describe(
    "Demand over the provider's monthly volumes; a seasonal gap carries its calendar (when to publish, before the rise).",
  ),
  page_type_source: z.enum(["keyword", "query_words", "ranking_url", "question"]).describe(
    "What set recommended_page_type: the keyword's judgement, tool words in the query, the section of target1's ranking URL (blog, knowledge base, calculator), or a question.",
  ),
  business_potential: z.number().int().min(0).max(3).describe(
    "How directly the page can sell target2's offer (see method.business_potential).",
  ),
});

/** The `/domain/intersection` result. */
export const DomainIntersectionResultSchema = z.strictObject({
  target1: z.string(),
  target2: z.string(),
  intersections: z.boolean()
    .describe("true: keywords both rank for; false: target1 ranks and target2 does not."),
  market: z.strictObject({ location: z.string(), language: z.string() }),
  data_source: DataSourceSchema,
  total_count: count.describe("Keywords the provider found in all."),
  summary: z.strictObject({
    keywords: count,
    target1_wins: count,
    target2_wins: count,
    ties: count,
    target2_missing: count.describe("Keywords target2 does not rank for."),
    rival_queries: count.describe(
      "Keywords naming target1's brand (its navigation, reviews or brand demand), never pages to create.",
    ),
    target1_traffic: z.number().min(0).describe("target1's traffic on the listed keywords."),
    target2_traffic: z.number().min(0),
  }),
  keywords: z.array(GapSchema).max(250),
  method: z.record(z.string(), z.unknown()),
  ...analysisExtras,
});

/** The `/domain/intersection` result. */
export type DomainIntersectionResult = z.output<typeof DomainIntersectionResultSchema>;
/** One keyword of the comparison. */
export type KeywordGap = z.output<typeof GapSchema>;
