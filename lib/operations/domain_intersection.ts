import { z } from "zod";
import { marketCodes } from "../analysis/keyword_rows/mod.ts";
import {
  analyzeDomainIntersection,
  DomainIntersectionResultSchema,
} from "../analysis/domain_intersection/mod.ts";
import { hostOfTarget } from "../analysis/page_match.ts";
import { OPPORTUNITY_FORMULA } from "../analysis/keyword_judgement/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import {
  brandTerms,
  language,
  limit,
  location,
  locationCode,
  minSearchVolume,
  target,
} from "./shared.ts";

/** POST /domain/intersection: keywords two domains share (or only the first ranks for), with gaps. */
export const domainIntersection = defineOperation({
  path: "/domain/intersection",
  tag: "keywords",
  summary: "Compare the keywords of two domains and show rank and traffic gaps",
  description:
    "Returns the keywords both targets rank for (or, with intersections=false, those target1 ranks for and target2 does not), with each target's rank and traffic, rank gaps, traffic gaps, keyword metrics, intent, buyer stage, recommended page type, who wins, and target2's opportunity where it ranks worse or not at all. " +
    OPPORTUNITY_FORMULA,
  input: z.object({
    target1: target.describe("First domain, or a URL normalized to its domain."),
    target2: target.describe("Second domain, or a URL normalized to its domain."),
    location: location(),
    location_code: locationCode.optional(),
    language,
    min_search_volume: minSearchVolume,
    limit: limit(5, 250, 25),
    intersections: z.boolean().default(true)
      .describe("true: shared keywords; false: keywords target1 ranks for and target2 does not."),
    sort_by: z.enum(["opportunity", "search_volume", "traffic_gap", "rank_gap", "cpc"])
      .default("opportunity"),
    brand_terms: brandTerms.describe(
      "target2's own brand names (its domain's label is always one): keywords naming target1's brand are never pages for target2 to create.",
    ),
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  // The competitor first: opportunities are scored for target2, your own site.
  example: { target1: "competitor-one.com", target2: "example.com", limit: 25 },
  output: DomainIntersectionResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const req = {
      ...marketCodes(market),
      // The comparison is of domains: a URL counts as its domain, as in /domain/competitors.
      target1: hostOfTarget(input.target1) || input.target1,
      target2: hostOfTarget(input.target2) || input.target2,
      limit: input.limit,
      intersections: input.intersections,
      min_search_volume: input.min_search_volume,
      sort_by: input.sort_by,
    };
    const answer = await ctx.provider.domainIntersection(req, { signal: ctx.signal });
    return analyzeDomainIntersection(req, answer, { market, brand_terms: input.brand_terms });
  },
});
