import { z } from "zod";
import { BacklinksListResultSchema, listBacklinks } from "../analysis/backlinks_list/mod.ts";
import { defineOperation } from "./define.ts";
import {
  backlinksStatusType,
  brandTerms,
  intRange,
  limit,
  offset,
  rankScale,
  target,
} from "./shared.ts";

/** POST /backlinks/list: a bounded, classified list of backlinks. */
export const backlinksList = defineOperation({
  path: "/backlinks/list",
  tag: "backlinks",
  summary: "List backlinks of a target, each classified by what to do with it",
  description:
    "Returns a bounded list of backlinks to the target, each classified as authority protection, broken-target repair, lost-link reclaim, quality review or outreach reference.",
  input: z.object({
    target,
    brand_terms: brandTerms,
    mode: z.enum(["as_is", "one_per_domain", "one_per_anchor"]).default("one_per_domain")
      .describe("as_is: every link; one_per_domain / one_per_anchor: deduplicated."),
    limit: limit(1, 100, 25),
    offset,
    backlinks_status_type: backlinksStatusType,
    dofollow_only: z.boolean().default(false),
    broken_only: z.boolean().default(false),
    min_rank: intRange(0, 100).optional(),
    sort_by: z.enum(["rank", "page_rank", "first_seen", "lost_date"]).default("rank"),
    rank_scale: rankScale,
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", limit: 25 },
  output: BacklinksListResultSchema,
  run: (input, ctx) => listBacklinks(input, ctx),
});
