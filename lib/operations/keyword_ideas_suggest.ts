import { z } from "zod";
import { defineOperation } from "./define.ts";
import { keyword, language, limit, location, locationCode, minSearchVolume } from "./shared.ts";

/** POST /keyword-ideas/suggest: keyword ideas around a seed, with metrics and buyer stage. */
export const keywordIdeasSuggest = defineOperation({
  path: "/keyword-ideas/suggest",
  tag: "keywords",
  summary: "Suggest keyword ideas for a seed keyword with volume, CPC and buyer stage",
  description:
    "Returns keyword ideas for the seed keyword with search volume, CPC, competition, buyer stage and a recommended page type.",
  input: z.object({
    keyword: keyword.describe("Seed keyword."),
    location: location(),
    location_code: locationCode.optional(),
    language,
    min_search_volume: minSearchVolume,
    limit: limit(5, 100, 25),
  }),
  cost: 4,
  provider: true,
  example: { keyword: "crm software", location: "United States", language: "en", limit: 25 },
});
