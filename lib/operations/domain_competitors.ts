import { z } from "zod";
import { defineOperation } from "./define.ts";
import { count, intRange, language, limit, location, locationCode, target } from "./shared.ts";

/** POST /domain/competitors: organic search competitors with overlap, traffic gap and threat level. */
export const domainCompetitors = defineOperation({
  path: "/domain/competitors",
  tag: "keywords",
  summary: "Find a domain's organic search competitors and rate their threat",
  description:
    "Returns the domains competing with the target for the same keywords, with keyword overlap, traffic gaps, a threat level and next actions. A URL target is normalized to its domain.",
  input: z.object({
    target: target.describe("Domain, or a URL that is normalized to its domain."),
    location: location(),
    location_code: locationCode.optional(),
    language,
    limit: limit(5, 250, 25),
    min_intersections: count.default(0).describe("Minimum keywords shared with the target."),
    max_rank_group: intRange(1, 100).default(20)
      .describe("Only rankings at or above this position count as overlap."),
    sort_by: z.enum(["threat", "overlap", "competitor_traffic", "traffic_gap"]).default("threat"),
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", location: "United States", limit: 25 },
});
