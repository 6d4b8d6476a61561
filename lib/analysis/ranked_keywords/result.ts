/** The `/domain/ranked-keywords` result: its zod schema and the types derived from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { LevelSchema } from "../../agent/workflow.ts";
import { DataSourceSchema, keywordRowFields, MarketSchema } from "../keyword_rows/mod.ts";
import { MovementSchema, OpportunityTypeSchema } from "./judge.ts";
import { RelevanceSchema } from "./relevance.ts";

const count = z.number().int().min(0);

/** One keyword the target ranks for. */
export const RankedKeywordSchema = z.strictObject({
  ...keywordRowFields,
  rank: z.number().int().min(1).describe(
    "Organic position (rank group); for a lost ranking, the last one.",
  ),
  rank_absolute: z.number().int().min(1).describe("Position among all SERP elements."),
  url: z.string().nullable().describe("The ranking page."),
  result_type: z.string().describe("organic, featured_snippet, local_pack ..."),
  movement: MovementSchema,
  estimated_traffic: z.number().min(0)
    .describe("Estimated monthly clicks from this ranking (for a lost one: what it earned)."),
  opportunity_type: OpportunityTypeSchema,
  relevance: RelevanceSchema.describe(
    "What the ranking is to the business (see `method.relevance`).",
  ),
  priority: LevelSchema.describe("From opportunity_score (see `method.priority`)."),
});

const bands = z.strictObject({
  top3: count,
  pos_4_10: count,
  pos_11_20: count,
  pos_21_100: count,
  lost: count,
});

/** The `/domain/ranked-keywords` result. */
export const RankedKeywordsResultSchema = z.strictObject({
  target: z.string(),
  market: MarketSchema,
  data_source: DataSourceSchema,
  sort_by: z.enum(["opportunity", "estimated_traffic", "rank", "search_volume", "cpc"]),
  keywords: z.array(RankedKeywordSchema).max(250),
  totals: z.strictObject({
    provider_total: count.describe("Keywords the provider has for the target in all."),
    received: count,
    filtered_out: z.strictObject({
      above_max_rank: count,
      below_min_search_volume: count,
      lost_not_requested: count,
    }).describe("Rows dropped locally, by reason (first that applies)."),
    returned: count,
    estimated_traffic: z.number().min(0).describe("Monthly clicks of the returned live rankings."),
    lost_traffic: z.number().min(0).describe("Monthly clicks the returned lost rankings earned."),
    brand_split: z.strictObject({
      brand_keywords: count,
      brand_traffic: z.number().min(0),
      non_brand_traffic: z.number().min(0),
      brand_traffic_share: z.number().min(0).max(1),
      set_aside_keywords: count,
      set_aside_traffic: z.number().min(0),
    }).describe(
      "Live rankings of the owner's own name apart from the rest, and those set aside as not the business (see `relevance`).",
    ),
    by_rank_band: bands,
    by_movement: z.strictObject({ new: count, up: count, down: count, stable: count, lost: count }),
    by_opportunity_type: z.record(z.string(), count),
  }),
  site_topics: z.strictObject({
    domain_words: z.array(z.string()).describe("The domain name split into words."),
    name_words: z.array(z.string()).describe("Domain words that are the brand's own name."),
    selling_rankings: count.describe("Rankings the site's topics were read from."),
    established: z.boolean().describe(
      "Enough selling rankings (3) to tell on-topic from off-topic rankings.",
    ),
  }),
  method: z.strictObject({
    opportunity: z.string(),
    reachable_position: z.string(),
    opportunity_type: z.record(z.string(), z.string()),
    movement: z.string(),
    relevance: z.string(),
    priority: z.string(),
    sort: z.string(),
  }),
  ...analysisExtras,
});

/** The `/domain/ranked-keywords` result. */
export type RankedKeywordsResult = z.output<typeof RankedKeywordsResultSchema>;
/** One keyword the target ranks for. */
export type RankedKeyword = z.output<typeof RankedKeywordSchema>;
