import { z } from "zod";
import { marketCodes } from "../analysis/keyword_rows/mod.ts";
import {
  analyzeTrafficEstimate,
  TrafficEstimateResultSchema,
} from "../analysis/traffic_estimate/mod.ts";
import { FOOTPRINT_RULE, OPPORTUNITY_RULE } from "../analysis/traffic_estimate/rules.ts";
import type { ResultType } from "../providers/labs_types.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { language, location, locationCode, target } from "./shared.ts";

/** POST /domain/traffic-estimate: estimated search traffic and channel mix of up to 100 targets. */
export const domainTrafficEstimate = defineOperation({
  path: "/domain/traffic-estimate",
  tag: "keywords",
  summary: "Estimate the search traffic and channel mix of domains or pages",
  description:
    "Returns, for each target, its estimated search traffic per channel (organic, and paid, featured snippet and local pack per the include_* flags), channel mix, footprint type, whether it is like-for-like with the set (a target without data, found: false, or an information portal among local businesses is set aside), the organic benchmark and an opportunity score. The estimates do not split brand from non-brand clicks: /domain/ranked-keywords does. Footprint: " +
    FOOTPRINT_RULE + ". " + OPPORTUNITY_RULE,
  input: z.object({
    targets: z.array(target).min(1).max(100).describe("Domains or page URLs (1-100)."),
    location: location(),
    location_code: locationCode.optional(),
    language,
    include_paid: z.boolean().default(true).describe("Include paid search traffic."),
    include_featured_snippet: z.boolean().default(true)
      .describe("Include traffic from featured snippets."),
    include_local_pack: z.boolean().default(false).describe("Include traffic from local packs."),
    sort_by: z.enum(["organic_traffic", "total_traffic", "paid_traffic", "opportunity", "target"])
      .default("organic_traffic"),
  }),
  cost: { credits: 5, per: 25, field: "targets" },
  provider: true,
  example: { targets: ["example.com", "competitor-one.com", "competitor-two.com"] },
  output: TrafficEstimateResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const item_types: ResultType[] = [
      "organic",
      ...(input.include_paid ? ["paid" as const] : []),
      ...(input.include_featured_snippet ? ["featured_snippet" as const] : []),
      ...(input.include_local_pack ? ["local_pack" as const] : []),
    ];
    const answer = await ctx.provider.trafficEstimate(
      { ...marketCodes(market), targets: input.targets, item_types },
      { signal: ctx.signal },
    );
    return analyzeTrafficEstimate(
      { targets: input.targets, item_types, sort_by: input.sort_by },
      answer,
      { market },
    );
  },
});
