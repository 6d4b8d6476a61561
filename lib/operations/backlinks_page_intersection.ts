import { z } from "zod";
import {
  analyzePageIntersection,
  PageIntersectionResultSchema,
} from "../analysis/backlink_trends/page_intersection.ts";
import { defineOperation } from "./define.ts";
import { backlinksStatusType, intRange, limit, target } from "./shared.ts";

/** POST /backlinks/page-intersection: pages linking to competitors but not to the excluded targets. */
export const backlinksPageIntersection = defineOperation({
  path: "/backlinks/page-intersection",
  tag: "backlinks",
  summary: "Find source pages that link to competitors but not to you (link gap)",
  description:
    "Finds source pages that link to the given targets but not to the excluded targets, and returns them as link-gap opportunities with the targets they link to and quality signals.",
  input: z.object({
    targets: z.array(target).min(1).max(5)
      .describe("Competitor domains or page URLs (1-5); URLs may end in a * wildcard."),
    exclude_targets: z.array(target).max(5).optional()
      .describe(
        "Domains or URLs (up to 5, usually your own) that the source pages must not link to.",
      ),
    limit: limit(1, 100, 25),
    backlinks_status_type: backlinksStatusType,
    dofollow_only: z.boolean().optional().describe("Only dofollow source links when true."),
    intersection_mode: z.enum(["partial", "all"]).default("partial")
      .describe("partial: intersecting backlinks only; all: broader scan that may take longer."),
    max_spam_score: intRange(0, 100).optional().describe("Highest spam score of a source page."),
    sort_by: z.enum(["rank", "domain_rank", "page_rank", "first_seen", "last_seen"]).default(
      "rank",
    ),
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: {
    targets: ["competitor-one.com", "competitor-two.com"],
    exclude_targets: ["example.com"],
    limit: 25,
  },
  output: PageIntersectionResultSchema,
  run: (input, ctx) => analyzePageIntersection(input, ctx),
});
