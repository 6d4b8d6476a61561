import { z } from "zod";
import { defineOperation } from "./define.ts";
import {
  intRange,
  language,
  limit,
  location,
  locationCode,
  minSearchVolume,
  target,
} from "./shared.ts";

/** POST /domain/ranked-keywords: the keywords a target ranks for, with movement and opportunity. */
export const domainRankedKeywords = defineOperation({
  path: "/domain/ranked-keywords",
  tag: "keywords",
  summary: "List the keywords a domain or page ranks for, with movement and opportunity type",
  description:
    "Returns the keywords the target ranks for with rank, ranking URL, search metrics, SERP features, movement and an opportunity type.",
  input: z.object({
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
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", location: "United States", limit: 50, max_rank: 20 },
});
