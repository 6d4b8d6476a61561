import { z } from "zod";
import { analyzeKeywordIdeas, KeywordIdeasResultSchema } from "../analysis/keyword_ideas/mod.ts";
import { OPPORTUNITY_FORMULA } from "../analysis/keyword_judgement/mod.ts";
import { marketCodes } from "../analysis/keyword_rows/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { keyword, language, limit, location, locationCode, minSearchVolume } from "./shared.ts";

/** The `/keyword-ideas/suggest` request. */
export const KeywordIdeasRequestSchema = z.object({
  keyword: keyword.describe("Seed keyword."),
  location: location(),
  location_code: locationCode.optional(),
  language,
  min_search_volume: minSearchVolume,
  limit: limit(5, 100, 25),
});

/** POST /keyword-ideas/suggest: keyword ideas around a seed, with metrics and buyer stage. */
export const keywordIdeasSuggest = defineOperation({
  path: "/keyword-ideas/suggest",
  tag: "keywords",
  summary: "Suggest keyword ideas for a seed keyword with volume, CPC and buyer stage",
  description:
    "Returns keyword ideas for the seed keyword with search volume, CPC, competition, difficulty, demand trend, intent, buyer stage, a recommended page type and an opportunity score, best opportunity first and grouped by intent, with the seed's own figures when known. " +
    `Ideas are scored as not yet ranking: ${OPPORTUNITY_FORMULA}`,
  input: KeywordIdeasRequestSchema,
  cost: 4,
  provider: true,
  example: { keyword: "crm software", location: "United States", language: "en", limit: 25 },
  output: KeywordIdeasResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const answer = await ctx.provider.keywordIdeas({
      ...marketCodes(market),
      keyword: input.keyword,
      limit: input.limit,
      min_search_volume: input.min_search_volume,
    }, { signal: ctx.signal });
    return analyzeKeywordIdeas(input, answer, market);
  },
});
