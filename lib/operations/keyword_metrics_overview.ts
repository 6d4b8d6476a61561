import { z } from "zod";
import {
  analyzeKeywordOverview,
  KeywordOverviewResultSchema,
} from "../analysis/keyword_overview/mod.ts";
import { OPPORTUNITY_FORMULA } from "../analysis/keyword_judgement/mod.ts";
import { marketCodes } from "../analysis/keyword_rows/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { keywordList, language, location, locationCode, minSearchVolume } from "./shared.ts";

/** The `/keyword-metrics/overview` request. */
export const KeywordOverviewRequestSchema = z.object({
  keywords: keywordList(100).describe("Keywords to measure (1-100)."),
  location: location(),
  location_code: locationCode.optional(),
  language,
  min_search_volume: minSearchVolume,
  sort_by: z.enum(["priority", "search_volume", "cpc", "difficulty"]).default("priority")
    .describe(
      "priority: opportunity then volume; search_volume, cpc: highest first; difficulty: easiest first.",
    ),
});

/** POST /keyword-metrics/overview: metrics, difficulty and an opportunity score per keyword. */
export const keywordMetricsOverview = defineOperation({
  path: "/keyword-metrics/overview",
  tag: "keywords",
  summary: "Get volume, CPC, difficulty and an opportunity score for a list of keywords",
  description:
    "Returns search volume, CPC, competition, difficulty, demand trend, buyer stage, recommended page type and an opportunity score for each supplied keyword, the keywords to target first, and the keywords the provider has no data for (listed, never estimated). " +
    `Opportunity assumes the site does not rank yet: ${OPPORTUNITY_FORMULA}`,
  input: KeywordOverviewRequestSchema,
  cost: { credits: 5, per: 25, field: "keywords" },
  provider: true,
  example: {
    keywords: ["crm software", "best crm for small business", "crm pricing"],
    location: "United States",
    language: "en",
  },
  output: KeywordOverviewResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const answer = await ctx.provider.keywordOverview(
      { ...marketCodes(market), keywords: input.keywords },
      { signal: ctx.signal },
    );
    return analyzeKeywordOverview(input, answer, market);
  },
});
