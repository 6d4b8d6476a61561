import { z } from "zod";
import { defineOperation } from "./define.ts";
import { language, limit, location, locationCode, minSearchVolume, target } from "./shared.ts";

/** POST /domain/intersection: keywords two domains share (or only the first ranks for), with gaps. */
export const domainIntersection = defineOperation({
  path: "/domain/intersection",
  tag: "keywords",
  summary: "Compare the keywords of two domains and show rank and traffic gaps",
  description:
    "Returns the keywords both targets rank for (or, with intersections=false, those target1 ranks for and target2 does not), with rank gaps and traffic gaps.",
  input: z.object({
    target1: target.describe("First domain or URL."),
    target2: target.describe("Second domain or URL."),
    location: location(),
    location_code: locationCode.optional(),
    language,
    min_search_volume: minSearchVolume,
    limit: limit(5, 250, 25),
    intersections: z.boolean().default(true)
      .describe("true: shared keywords; false: keywords target1 ranks for and target2 does not."),
    sort_by: z.enum(["opportunity", "search_volume", "traffic_gap", "rank_gap", "cpc"])
      .default("opportunity"),
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target1: "example.com", target2: "competitor-one.com", limit: 25 },
});
