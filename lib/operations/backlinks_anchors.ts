import { z } from "zod";
import { analyzeAnchors, BacklinksAnchorsResultSchema } from "../analysis/backlinks_anchors/mod.ts";
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

/** POST /backlinks/anchors: anchor-text groups with intent, risk and repair signals. */
export const backlinksAnchors = defineOperation({
  path: "/backlinks/anchors",
  tag: "backlinks",
  summary: "Group a target's backlinks by anchor text with intent, risk and repair signals",
  description:
    "Returns the anchor texts pointing to the target, each with its intent, risk and repair signals and a priority.",
  input: z.object({
    target,
    brand_terms: brandTerms,
    limit: limit(1, 100, 25),
    offset,
    backlinks_status_type: backlinksStatusType,
    anchor_filter: text(200).optional().describe("Keep only anchors containing this text."),
    min_backlinks: count.optional().describe("Minimum backlinks with the anchor."),
    min_referring_domains: count.optional().describe(
      "Minimum referring domains using the anchor.",
    ),
    sort_by: z.enum(["backlinks", "rank", "referring_domains", "spam_score", "broken_backlinks"])
      .default("backlinks"),
    rank_scale: rankScale,
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", limit: 25, sort_by: "backlinks" },
  output: BacklinksAnchorsResultSchema,
  run: (input, ctx) => analyzeAnchors(input, ctx),
});
