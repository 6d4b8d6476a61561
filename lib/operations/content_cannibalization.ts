import { z } from "zod";
import {
  analyzeCannibalization,
  CannibalizationResultSchema,
  CannibalizationSensitivitySchema,
} from "../analysis/cannibalization/mod.ts";
import { defineOperation } from "./define.ts";
import {
  count,
  itemExtras,
  itemUrl,
  keyword,
  keywordList,
  ownerTarget,
  rankingQueries,
  text,
} from "./shared.ts";

/** One page of the site with the signals that reveal overlap. */
const page = z.object({
  url: itemUrl,
  title: text(300),
  primary_keyword: keyword.optional(),
  target_keywords: keywordList(100).optional(),
  ranking_queries: rankingQueries.optional(),
  page_type: text(60).optional().describe("Kind of page, e.g. blog_post, product, category."),
  canonical_url: itemUrl.optional().describe("The canonical URL the page declares."),
  indexable: z.boolean().optional(),
  clicks: count.optional(),
  impressions: count.optional(),
  backlinks: count.optional(),
  ...itemExtras,
});

/** The `/content/cannibalization` request; the analysis takes its parsed output. */
export const CannibalizationRequestSchema = z.object({
  pages: z.array(page).min(2).max(1000).describe("The pages to compare (2-1,000)."),
  target: ownerTarget,
  focus_keywords: keywordList(100).optional()
    .describe("Only report conflicts involving these keywords."),
  sensitivity: CannibalizationSensitivitySchema.default("balanced")
    .describe("How much overlap counts as a conflict; aggressive flags weaker overlaps."),
});

/** POST /content/cannibalization: pages competing for the same queries. */
export const contentCannibalization = defineOperation({
  path: "/content/cannibalization",
  tag: "content",
  summary: "Find pages of a site that compete for the same queries",
  description:
    "Compares the supplied pages' keywords, queries and signals and returns page signals, conflicts, clusters, the preferred URL of each cluster and remediation steps. Works on the supplied data only.",
  input: CannibalizationRequestSchema,
  cost: 2,
  provider: false,
  example: {
    pages: [
      {
        url: "https://example.com/blog/best-running-shoes",
        title: "The best running shoes of the year",
        primary_keyword: "best running shoes",
        clicks: 340,
        impressions: 12000,
        avg_position: 8.4,
      },
      {
        url: "https://example.com/guides/running-shoes-buying-guide",
        title: "Running shoes buying guide: how to pick the best pair",
        primary_keyword: "best running shoes",
        ranking_queries: ["best running shoes", "how to choose running shoes"],
        clicks: 95,
      },
    ],
    target: "example.com",
  },
  output: CannibalizationResultSchema,
  run: (input, ctx) => analyzeCannibalization(input, { now: ctx.now }),
});
