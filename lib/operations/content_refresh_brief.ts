import { z } from "zod";
import { defineOperation } from "./define.ts";
import {
  httpUrl,
  intRange,
  keyword,
  language,
  location,
  locationCode,
  ownerTarget,
  scrapeDepth,
} from "./shared.ts";

/** POST /content/refresh-brief: an evidence-backed brief to refresh an existing page. */
export const contentRefreshBrief = defineOperation({
  path: "/content/refresh-brief",
  tag: "content",
  summary: "Brief for refreshing an existing page against the current top results",
  description:
    "Compares the page with the current top results for the keyword and returns gap evidence, sections to add, title/H1 guidance, internal-link tasks, schema recommendations and a validation checklist, shaped by `refresh_goal`.",
  input: z.object({
    url: httpUrl.describe("The existing page to refresh; fetched live."),
    keyword,
    target: ownerTarget,
    location: location(),
    location_code: locationCode.optional(),
    language,
    scrape_depth: scrapeDepth.describe("Deepest heading level compared (h1, h2 or h3)."),
    current_rank: intRange(1, 1000).optional()
      .describe("The page's current search position for the keyword, if known."),
    refresh_goal: z.enum([
      "recover_rankings",
      "improve_conversions",
      "win_featured_snippet",
      "improve_ai_visibility",
      "expand_topic_depth",
    ]).optional().describe("What the refresh should achieve; shapes the priorities of the brief."),
  }),
  cost: 12,
  provider: true,
  fetches: true,
  example: {
    url: "https://example.com/guides/email-deliverability",
    keyword: "email deliverability",
    current_rank: 14,
    refresh_goal: "recover_rankings",
  },
});
