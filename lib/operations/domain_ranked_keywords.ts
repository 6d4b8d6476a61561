import { z } from "zod";
import { OPPORTUNITY_FORMULA } from "../analysis/keyword_judgement/mod.ts";
import { marketCodes } from "../analysis/keyword_rows/mod.ts";
import {
  analyzeRankedKeywords,
  RankedKeywordsResultSchema,
} from "../analysis/ranked_keywords/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import {
  brandTerms,
  intRange,
  language,
  limit,
  location,
  locationCode,
  minSearchVolume,
  target,
} from "./shared.ts";

/** The `/domain/ranked-keywords` request. */
export const RankedKeywordsRequestSchema = z.object({
  target,
  location: location(),
  location_code: locationCode.optional(),
  language,
  min_search_volume: minSearchVolume,
  limit: limit(10, 250, 50),
  max_rank: intRange(1, 100).default(100).describe("Worst rank position to include."),
  sort_by: z.enum(["opportunity", "estimated_traffic", "rank", "search_volume", "cpc"])
    .default("opportunity"),
  include_lost: z.boolean().default(false).describe("Also return keywords the target lost."),
  brand_terms: brandTerms,
});

/** POST /domain/ranked-keywords: the keywords a target ranks for, with movement and opportunity. */
export const domainRankedKeywords = defineOperation({
  path: "/domain/ranked-keywords",
  tag: "keywords",
  summary: "List the keywords a domain or page ranks for, with movement and opportunity type",
  description:
    "Returns the keywords the target ranks for with rank, ranking URL, search metrics, SERP features, movement (new, up, down, lost with the previous rank), estimated traffic, an opportunity type (protect top 3, push 4-10 into the top 3, push page 2 onto page 1, long shot beyond 20, reclaim lost) and an opportunity score from the position reachable from the current rank, with totals by rank band. " +
    OPPORTUNITY_FORMULA,
  input: RankedKeywordsRequestSchema,
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", location: "United States", limit: 50, max_rank: 20 },
  output: RankedKeywordsResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const answer = await ctx.provider.rankedKeywords({
      ...marketCodes(market),
      target: input.target,
      limit: input.limit,
      max_rank: input.max_rank,
      min_search_volume: input.min_search_volume,
      include_lost: input.include_lost,
      sort_by: input.sort_by,
    }, { signal: ctx.signal });
    return analyzeRankedKeywords(input, answer, market);
  },
});
