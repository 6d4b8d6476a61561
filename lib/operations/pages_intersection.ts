import { z } from "zod";
import { marketCodes } from "../analysis/keyword_rows/mod.ts";
import { OPPORTUNITY_FORMULA } from "../analysis/keyword_judgement/mod.ts";
import {
  analyzePagesIntersection,
  PagesIntersectionResultSchema,
  PRIORITY_RULE,
} from "../analysis/pages_intersection/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { brandTerms, intRange, limit, location, minSearchVolume } from "./shared.ts";

/** An absolute http(s) page URL, or a URL pattern with `*` wildcards. */
const pagePattern = z.string().trim().min(1).max(2048)
  .regex(
    /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i,
    "must be an absolute http(s) URL or a URL pattern with * wildcards",
  )
  .describe(
    "Absolute http(s) URL, or a URL pattern with * wildcards (https://example.com/blog/*).",
  );

/** POST /pages/intersection: keywords that several pages rank for, with rank spread and gaps. */
export const pagesIntersection = defineOperation({
  path: "/pages/intersection",
  tag: "keywords",
  summary: "Find the keywords several pages rank for, with rank spread and traffic gap",
  description:
    "Returns the keywords the supplied pages rank for (any of them, or all with intersect mode) with search volume, each page's rank, rank spread, traffic gap, intent, SERP features and a priority, read for the first page. The search language is the location's own (there is no language field). include_clickstream_data doubles the credit cost. Priority: " +
    PRIORITY_RULE + ". " + OPPORTUNITY_FORMULA,
  input: z.object({
    pages: z.array(pagePattern).min(1).max(5).describe("Pages or URL patterns to compare (1-5)."),
    exclude_pages: z.array(pagePattern).max(5).optional()
      .describe("Pages or URL patterns (up to 5) whose keywords are left out."),
    location: location(),
    item_types: z.array(z.enum(["organic", "paid", "featured_snippet", "local_pack"])).min(1).max(4)
      .default(["organic", "featured_snippet"])
      .describe("SERP result types to count as rankings."),
    limit: limit(5, 100, 25),
    intersection_mode: z.enum(["union", "intersect"]).default("union")
      .describe("union: keywords any page ranks for; intersect: all supplied pages must rank."),
    include_serp_info: z.boolean().default(false).describe("Add SERP details for each keyword."),
    include_clickstream_data: z.boolean().default(false)
      .describe("Add clickstream-based metrics; doubles the credit cost."),
    min_search_volume: minSearchVolume,
    max_rank: intRange(1, 100).default(30)
      .describe("Worst rank of the first supplied page to include."),
    sort_by: z.enum(["opportunity", "search_volume", "traffic_gap", "rank", "cpc"])
      .default("opportunity"),
    brand_terms: brandTerms.describe(
      "The first page's own brand names (its domain's label is always one): keywords naming the other pages' brands are never high for it.",
    ),
  }),
  cost: { credits: 5, per: 100, field: "limit", double_if: "include_clickstream_data" },
  provider: true,
  example: {
    pages: ["https://example.com/crm-software", "https://competitor-one.com/blog/*"],
    limit: 25,
  },
  output: PagesIntersectionResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket({ location: input.location });
    const req = {
      ...marketCodes(market),
      pages: input.pages,
      exclude_pages: input.exclude_pages ?? [],
      item_types: input.item_types,
      limit: input.limit,
      intersection_mode: input.intersection_mode,
      include_serp_info: input.include_serp_info,
      include_clickstream_data: input.include_clickstream_data,
      min_search_volume: input.min_search_volume,
      max_rank: input.max_rank,
      sort_by: input.sort_by,
    };
    const answer = await ctx.provider.pagesIntersection(req, { signal: ctx.signal });
    return analyzePagesIntersection(req, answer, { market, brand_terms: input.brand_terms });
  },
});
