import { z } from "zod";
import { defineOperation } from "./define.ts";
import { count, domainName, language, limit, location, locationCode } from "./shared.ts";

/** POST /domain/relevant-pages: a domain's ranking pages, each routed to an action. */
export const domainRelevantPages = defineOperation({
  path: "/domain/relevant-pages",
  tag: "keywords",
  summary: "Rank a domain's pages by search traffic and route each to an action",
  description:
    "Returns the domain's ranking pages with their metrics and an opportunity score, each routed to a protect, refresh, expand, recover or review action.",
  input: z.object({
    target: domainName.describe("Domain whose pages to analyze (no protocol or path)."),
    location: location(),
    location_code: locationCode.optional(),
    language,
    limit: limit(10, 250, 50),
    min_traffic: count.default(0).describe("Minimum estimated monthly organic traffic of a page."),
    historical_serp_mode: z.enum(["live", "lost", "all"]).default("live")
      .describe("Which rankings count: current (live), lost, or both (all)."),
    sort_by: z.enum(["estimated_traffic", "keyword_count", "top3", "opportunity"])
      .default("estimated_traffic"),
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", location: "United States", limit: 50 },
});
