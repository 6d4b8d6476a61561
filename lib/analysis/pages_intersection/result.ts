/** The `/pages/intersection` result schema; the types derive from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { LevelSchema } from "../../agent/workflow.ts";
import { DataSourceSchema, keywordFields } from "../keyword_rows/mod.ts";

const count = z.number().int().min(0);
const rank = z.number().int().min(1);

const PageRankSchema = z.strictObject({
  page: z.string().describe("The page or pattern as requested."),
  rank: rank.nullable().describe("Its position; null when it does not rank."),
  url: z.string().nullable().describe("The URL that ranks (a pattern can match several)."),
  result_type: z.string().nullable().describe("organic, featured_snippet, paid or local_pack."),
  traffic: z.number().min(0).describe("Estimated monthly clicks from this position."),
});

const KeywordSchema = z.strictObject({
  ...keywordFields,
  ranks: z.array(PageRankSchema).describe("One per requested page, in the request's order."),
  first_page_rank: rank.nullable().describe("The first requested page's position."),
  best_rank: rank.nullable(),
  best_page: z.string().nullable().describe("The requested page ranking best."),
  rank_spread: z.number().int().min(0).nullable()
    .describe("Worst minus best rank among the pages that rank; null when fewer than two rank."),
  traffic_gap: z.number().min(0)
    .describe("The best-ranking page's traffic minus the first page's (0 when the first is best)."),
  reachable_position: rank.describe("The position the first page can reasonably reach."),
  opportunity_score: z.number().min(0).max(100)
    .describe("The first page's opportunity at its reachable position (see method)."),
  priority: LevelSchema,
  query_role: z.enum(["rival_navigation", "rival_comparison", "rival_brand"]).nullable().describe(
    "The keyword names another page's brand (its site's domain label) and not the first page's: that brand's navigation, a review or comparison, or its own brand demand; never high for the first page.",
  ),
  page_type_source: z.enum(["keyword", "query_words", "ranking_url", "question"]).describe(
    "What set recommended_page_type: the keyword's judgement, tool words in the query, the section of a ranking URL (blog, knowledge base, calculator), or a question.",
  ),
  first_page_fits: z.boolean().describe(
    "false when the keyword needs a guide or blog post and the first page is not an article (a product or service page cannot answer it: a separate guide can).",
  ),
});

/** The `/pages/intersection` result. */
export const PagesIntersectionResultSchema = z.strictObject({
  pages: z.array(z.string()),
  intersection_mode: z.enum(["union", "intersect"]),
  market: z.strictObject({ location: z.string(), language: z.string() }),
  data_source: DataSourceSchema,
  total_count: count.describe("Keywords the provider found in all."),
  summary: z.strictObject({
    keywords: count,
    first_page_ranks: count.describe("Keywords the first page ranks for."),
    first_page_best: count.describe("Keywords where the first page ranks best of all pages."),
    first_page_behind: count.describe("Keywords where another page ranks better or it is absent."),
    high_priority: count,
    medium_priority: count,
    low_priority: count,
  }),
  keywords: z.array(KeywordSchema).max(100),
  method: z.record(z.string(), z.unknown()),
  ...analysisExtras,
});

/** The `/pages/intersection` result. */
export type PagesIntersectionResult = z.output<typeof PagesIntersectionResultSchema>;
/** One keyword of the comparison. */
export type PageKeyword = z.output<typeof KeywordSchema>;
