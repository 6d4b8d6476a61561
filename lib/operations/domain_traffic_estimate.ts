import { z } from "zod";
import { defineOperation } from "./define.ts";
import { language, location, locationCode, target } from "./shared.ts";

/** POST /domain/traffic-estimate: estimated search traffic and channel mix of up to 100 targets. */
export const domainTrafficEstimate = defineOperation({
  path: "/domain/traffic-estimate",
  tag: "keywords",
  summary: "Estimate the search traffic and channel mix of domains or pages",
  description:
    "Returns, for each target, its estimated search traffic, footprint type, channel mix (organic, paid, featured snippet, local pack) and an opportunity score.",
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
});
