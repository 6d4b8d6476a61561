import { z } from "zod";
import { marketCodes } from "../analysis/keyword_rows/mod.ts";
import { analyzeRelevantPages, RelevantPagesResultSchema } from "../analysis/relevant_pages/mod.ts";
import { PAGE_OPPORTUNITY_FORMULA } from "../analysis/relevant_pages/judge.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { count, domainName, language, limit, location, locationCode } from "./shared.ts";

/** The `/domain/relevant-pages` request. */
export const RelevantPagesRequestSchema = z.object({
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
});

/** POST /domain/relevant-pages: a domain's ranking pages, each routed to an action. */
export const domainRelevantPages = defineOperation({
  path: "/domain/relevant-pages",
  tag: "keywords",
  summary: "Rank a domain's pages by search traffic and route each to an action",
  description:
    "Returns the domain's ranking pages with traffic, keyword count, top-3 rankings, positions by band, new/up/down/lost counts and an opportunity score, each routed to a recover, review, protect, refresh or expand action (first rule that applies; see `method.routing`). " +
    `Page opportunity: ${PAGE_OPPORTUNITY_FORMULA}.`,
  input: RelevantPagesRequestSchema,
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", location: "United States", limit: 50 },
  output: RelevantPagesResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const answer = await ctx.provider.relevantPages({
      ...marketCodes(market),
      target: input.target,
      limit: input.limit,
      min_traffic: input.min_traffic,
      historical_serp_mode: input.historical_serp_mode,
      sort_by: input.sort_by,
    }, { signal: ctx.signal });
    return analyzeRelevantPages(input, answer, market);
  },
});
