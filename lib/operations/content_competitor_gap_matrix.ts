import { z } from "zod";
import { analyzeCompetitorGap, CompetitorGapResultSchema } from "../analysis/competitor_gap/mod.ts";
import { defineOperation } from "./define.ts";
import {
  count,
  intRange,
  itemExtras,
  itemUrl,
  keywordList,
  metric,
  ownerTarget,
  position,
  rankingQueries,
  stringList,
  text,
} from "./shared.ts";

/** The optional signals of a supplied page. */
const pageSignals = {
  keywords: keywordList(100).optional(),
  ranking_queries: rankingQueries.optional(),
  page_type: text(60).optional().describe("Kind of page, e.g. blog_post, comparison_page, tool."),
  traffic: metric.optional().describe("Estimated monthly organic visits."),
  volume: count.optional().describe("Monthly search volume of the page's main keyword."),
  rank: position.optional().describe("Search position of the page for its main keyword."),
  backlinks: count.optional(),
  ...itemExtras,
};

/** A competitor's page. */
const competitorPage = z.object({ url: itemUrl, title: text(300), ...pageSignals });

/** One competitor and its pages. */
const competitor = z.object({
  domain: text(300).describe("The competitor's domain (rival.com) or site URL."),
  pages: z.array(competitorPage).min(1).max(500).describe("The competitor's pages (1-500)."),
});

/** A page of the owner's site; the title is optional here. */
const ownPage = z.object({ url: itemUrl, title: text(300).optional(), ...pageSignals });

/** The `/content/competitor-gap-matrix` request. */
export const CompetitorGapRequestSchema = z.object({
  competitors: z.array(competitor).min(1).max(100).describe(
    "Competitors and their pages (1-100).",
  ),
  own_pages: z.array(ownPage).max(1000).optional()
    .describe("The site's own pages, so covered topics are not reported (up to 1,000)."),
  focus_topics: stringList(100).optional().describe("Only report opportunities on these topics."),
  target: ownerTarget,
  max_opportunities: intRange(1, 100).default(30).describe(
    "Most opportunities returned (1-100).",
  ),
});

/** POST /content/competitor-gap-matrix: topics competitors cover that the site does not. */
export const contentCompetitorGapMatrix = defineOperation({
  path: "/content/competitor-gap-matrix",
  tag: "content",
  summary: "Matrix of content opportunities from competitors' pages",
  description:
    "Compares competitors' pages with the site's own pages and returns prioritized opportunities, a page-type-by-buyer-stage matrix, suggested titles and next endpoints. Works on the supplied data only.",
  input: CompetitorGapRequestSchema,
  cost: 3,
  provider: false,
  example: {
    competitors: [
      {
        domain: "rival-analytics.com",
        pages: [
          {
            url: "https://rival-analytics.com/blog/cohort-analysis",
            title: "Cohort analysis: a practical guide",
            buyer_stage: "awareness",
            traffic: 1800,
          },
          {
            url: "https://rival-analytics.com/compare/mixpanel-alternatives",
            title: "Mixpanel alternatives",
            page_type: "comparison_page",
            buyer_stage: "decision",
          },
        ],
      },
    ],
    own_pages: [{ url: "https://example.com/blog/retention-metrics", title: "Retention metrics" }],
    focus_topics: ["product analytics"],
    target: "example.com",
    max_opportunities: 10,
  },
  output: CompetitorGapResultSchema,
  run: (input, ctx) => analyzeCompetitorGap(input, { now: ctx.now }),
});
