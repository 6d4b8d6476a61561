import { z } from "zod";
import {
  analyzeCompetitors,
  CompetitorsResultSchema,
} from "../analysis/backlink_trends/competitors.ts";
import { defineOperation } from "./define.ts";
import { brandTerms, count, limit, offset, target } from "./shared.ts";

/** POST /backlinks/competitors: domains sharing the target's backlink sources, scored by overlap. */
export const backlinksCompetitors = defineOperation({
  path: "/backlinks/competitors",
  tag: "backlinks",
  summary: "Find domains that share backlink sources with a target",
  description:
    "Returns competitor domains with authority rank, backlink intersections with the target, an overlap score and a priority.",
  input: z.object({
    target,
    brand_terms: brandTerms,
    limit: limit(1, 100, 25),
    offset,
    min_rank: count.optional().describe("Minimum competitor rank."),
    min_intersections: count.optional().describe(
      "Minimum referring domains shared with the target.",
    ),
    main_domain: z.boolean().default(true)
      .describe("Group competitors by main domain rather than by subdomain."),
    exclude_large_domains: z.boolean().default(true)
      .describe("Leave out very large platforms (google.com, amazon.com ...)."),
    sort_by: z.enum(["opportunity", "rank", "intersections"]).default("opportunity"),
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", limit: 25 },
  output: CompetitorsResultSchema,
  run: (input, ctx) => analyzeCompetitors(input, ctx),
});
