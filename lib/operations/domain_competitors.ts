import { z } from "zod";
import {
  analyzeDomainCompetitors,
  DomainCompetitorsResultSchema,
} from "../analysis/domain_competitors/mod.ts";
import { marketCodes } from "../analysis/keyword_rows/mod.ts";
import { THREAT_RULE } from "../analysis/domain_competitors/rules.ts";
import { hostOfTarget } from "../analysis/page_match.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import {
  brandTerms,
  count,
  intRange,
  language,
  limit,
  location,
  locationCode,
  target,
} from "./shared.ts";

/** POST /domain/competitors: organic search competitors with overlap, traffic gap and threat level. */
export const domainCompetitors = defineOperation({
  path: "/domain/competitors",
  tag: "keywords",
  summary: "Find a domain's organic search competitors and rate their threat",
  description:
    "Returns the domains competing with the target for the same keywords, with keyword overlap (intersections, share of the target's and of the competitor's keywords), traffic gaps on the shared keywords, the competitor's whole organic traffic, a threat level and next actions. A URL target is normalized to its domain. Generic platforms (wikipedia, youtube, amazon, reddit ...) are flagged as not direct competitors and listed last. " +
    THREAT_RULE,
  input: z.object({
    target: target.describe("Domain, or a URL that is normalized to its domain."),
    brand_terms: brandTerms,
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
  output: DomainCompetitorsResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const req = {
      ...marketCodes(market),
      target: hostOfTarget(input.target) || input.target,
      limit: input.limit,
      min_intersections: input.min_intersections,
      max_rank_group: input.max_rank_group,
      sort_by: input.sort_by,
    };
    // One more row than asked: the provider lists the target itself among its competitors.
    const answer = await ctx.provider.domainCompetitors(
      { ...req, limit: req.limit + 1 },
      { signal: ctx.signal },
    );
    return analyzeDomainCompetitors(req, answer, { market, brand_terms: input.brand_terms });
  },
});
