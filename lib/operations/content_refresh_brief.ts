import { z } from "zod";
import { refreshBrief, RefreshBriefResultSchema } from "../analysis/refresh_brief/mod.ts";
import { REFRESH_GOALS } from "../analysis/refresh_brief/rules.ts";
import { resolveMarket } from "../geo/geo.ts";
import { readReviewedPage } from "./content_gap.ts";
import { defineOperation } from "./define.ts";
import { gatherSerpEvidence } from "./serp_evidence.ts";
import {
  httpUrl,
  intRange,
  keyword,
  language,
  ownerTarget,
  scrapeDepth,
  serpLocation,
  serpLocationCode,
} from "./shared.ts";

/** POST /content/refresh-brief: an evidence-backed brief to refresh an existing page. */
export const contentRefreshBrief = defineOperation({
  path: "/content/refresh-brief",
  tag: "content",
  summary: "Brief for refreshing an existing page against the current top results",
  description:
    "Compares the page with the current top results for the keyword (the page itself is never a competitor) and returns gap evidence, sections to add (placed in the page, with the competitor URLs), title/H1 guidance in the keyword's language, internal-link tasks, schema recommendations and a validation checklist, shaped by `refresh_goal` and `current_rank`. On the sandbox the SERP is synthetic and no competitor is fetched.",
  input: z.object({
    url: httpUrl.describe("The existing page to refresh; fetched live."),
    keyword,
    target: ownerTarget,
    location: serpLocation(),
    location_code: serpLocationCode.optional(),
    language,
    scrape_depth: scrapeDepth.describe("Deepest heading level compared (h1, h2 or h3)."),
    current_rank: intRange(1, 1000).optional()
      .describe("The page's current search position for the keyword, if known."),
    refresh_goal: z.enum(REFRESH_GOALS).optional().describe(
      "What the refresh should achieve; shapes the priorities of the brief.",
    ),
  }),
  cost: 12,
  provider: true,
  fetches: true,
  example: {
    url: "https://example.com/blog/crm-buying-guide",
    keyword: "how to choose a crm",
    current_rank: 14,
    refresh_goal: "recover_rankings",
  },
  output: RefreshBriefResultSchema,
  run: async (input, ctx) => {
    const reviewed = await readReviewedPage(ctx, input.url);
    const evidence = await gatherSerpEvidence(ctx, {
      keyword: input.keyword,
      market: resolveMarket(input),
      device: "desktop",
      known: [reviewed],
    });
    return refreshBrief(input, evidence, reviewed, ctx.now);
  },
});
