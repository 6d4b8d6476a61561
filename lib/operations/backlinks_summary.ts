import { z } from "zod";
import {
  BacklinksSummaryResultSchema,
  summarizeBacklinks,
} from "../analysis/backlinks_summary/mod.ts";
import { defineOperation } from "./define.ts";
import { backlinksStatusType, brandTerms, intRange, rankScale, target } from "./shared.ts";

/** POST /backlinks/summary: the backlink profile of a target as authority tier, risk and next action. */
export const backlinksSummary = defineOperation({
  path: "/backlinks/summary",
  tag: "backlinks",
  summary: "Summarize a target's backlink profile into authority tier, risk and next action",
  description:
    "Returns the authority tier, risk level and recommended action type of the target's backlink profile, from its totals (backlinks, referring domains, spam and broken-link signals).",
  input: z.object({
    target,
    brand_terms: brandTerms,
    include_subdomains: z.boolean().default(true),
    include_indirect_links: z.boolean().default(true)
      .describe("Count links that reach the target through redirects or canonicals."),
    exclude_internal_backlinks: z.boolean().default(true)
      .describe("Ignore links from the target's own domain and subdomains."),
    backlinks_status_type: backlinksStatusType,
    dofollow_only: z.boolean().default(false),
    internal_list_limit: intRange(1, 100).default(10)
      .describe(
        "Maximum entries in the nested lists of the summary (TLDs, countries, link types).",
      ),
    rank_scale: rankScale,
  }),
  cost: 5,
  provider: true,
  example: { target: "example.com", include_subdomains: true },
  output: BacklinksSummaryResultSchema,
  run: (input, ctx) => summarizeBacklinks(input, ctx),
});
