import { z } from "zod";
import { defineOperation } from "./define.ts";
import { keywordList, language, location, locationCode, minSearchVolume } from "./shared.ts";

/** POST /keyword-metrics/overview: metrics, difficulty and an opportunity score per keyword. */
export const keywordMetricsOverview = defineOperation({
  path: "/keyword-metrics/overview",
  tag: "keywords",
  summary: "Get volume, CPC, difficulty and an opportunity score for a list of keywords",
  description:
    "Returns search volume, CPC, competition, difficulty, buyer stage, recommended page type and an opportunity score for each supplied keyword.",
  input: z.object({
    keywords: keywordList(100).describe("Keywords to measure (1-100)."),
    location: location(),
    location_code: locationCode.optional(),
    language,
    min_search_volume: minSearchVolume,
    sort_by: z.enum(["priority", "search_volume", "cpc", "difficulty"]).default("priority"),
  }),
  cost: { credits: 5, per: 25, field: "keywords" },
  provider: true,
  example: {
    keywords: ["crm software", "best crm for small business", "crm pricing"],
    location: "United States",
    language: "en",
  },
});
