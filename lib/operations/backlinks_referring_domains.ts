import { z } from "zod";
import {
  analyzeReferringDomains,
  ReferringDomainsResultSchema,
} from "../analysis/backlink_rows/mod.ts";
import { defineOperation } from "./define.ts";
import {
  backlinksStatusType,
  brandTerms,
  count,
  limit,
  offset,
  rankScale,
  target,
  text,
} from "./shared.ts";

/** POST /backlinks/referring-domains: the domains linking to a target, each with an action priority. */
export const backlinksReferringDomains = defineOperation({
  path: "/backlinks/referring-domains",
  tag: "backlinks",
  summary: "List the domains linking to a target with quality signals and an action priority",
  description:
    "Returns the referring domains of the target with domain rank, backlink and referring-page counts, spam and broken-link signals and an action priority.",
  input: z.object({
    target,
    brand_terms: brandTerms,
    limit: limit(1, 100, 25),
    offset,
    backlinks_status_type: backlinksStatusType,
    domain_filter: text(253).optional().describe(
      "Keep only referring domains containing this text.",
    ),
    min_backlinks: count.optional().describe("Minimum backlinks from the referring domain."),
    min_referring_pages: count.optional().describe(
      "Minimum linking pages on the referring domain.",
    ),
    min_rank: count.optional().describe("Minimum domain rank, on the `rank_scale` scale."),
    sort_by: z.enum([
      "rank",
      "backlinks",
      "referring_pages",
      "spam_score",
      "broken_backlinks",
      "first_seen",
      "lost_date",
    ]).default("rank"),
    rank_scale: rankScale,
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", limit: 50, min_rank: 20 },
  output: ReferringDomainsResultSchema,
  run: (input, ctx) => analyzeReferringDomains(input, ctx),
});
