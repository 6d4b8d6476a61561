import { z } from "zod";
import { analyzeContentGap, ContentGapResultSchema } from "../analysis/content_gap/mod.ts";
import { type RankingPage, readRankingPage } from "../analysis/serp_evidence/mod.ts";
import { ApiError } from "../errors.ts";
import { resolveMarket } from "../geo/geo.ts";
import { decodeHtml } from "../web/load_page.ts";
import { defineOperation, type OperationContext } from "./define.ts";
import { gatherSerpEvidence } from "./serp_evidence.ts";
import {
  httpUrl,
  keyword,
  language,
  ownerTarget,
  scrapeDepth,
  serpLocation,
  serpLocationCode,
} from "./shared.ts";

/** The `/content/gap` request. */
export const ContentGapRequestSchema = z.object({
  url: httpUrl.describe("The page to compare; fetched live."),
  keyword,
  target: ownerTarget,
  location: serpLocation(),
  location_code: serpLocationCode.optional(),
  language,
  scrape_depth: scrapeDepth.describe("Deepest heading level compared (h1, h2 or h3)."),
});

const HTML = /text\/html|application\/xhtml\+xml/i;

/**
 * The page under review, fetched once and read exactly as the competitors are
 * (`readRankingPage`). Unlike a competitor's, its failure is the request's error, naming `url`.
 */
export async function readReviewedPage(
  ctx: Pick<OperationContext, "web">,
  url: string,
): Promise<RankingPage> {
  const res = await ctx.web.get(url, "url", { accept: "text/html,application/xhtml+xml" });
  if (res.status >= 400) {
    throw new ApiError("UPSTREAM_ERROR", `url ${url} answered ${res.status}`, {
      retryable: res.status >= 500,
    });
  }
  const type = res.headers.get("content-type") ?? "";
  if (type && !HTML.test(type)) {
    throw new ApiError("UPSTREAM_ERROR", `url ${url} is ${type.split(";")[0]}, not an HTML page`, {
      retryable: false,
    });
  }
  const host = new URL(res.url).hostname.replace(/^www\./, "");
  const result = { position: 1, url, domain: host, title: null, description: null };
  return readRankingPage(decodeHtml(res.body, type), result, {
    finalUrl: res.url,
    headers: res.headers,
  });
}

/** POST /content/gap: what the top-ranking pages cover that the page does not. */
export const contentGap = defineOperation({
  path: "/content/gap",
  tag: "content",
  summary: "Compare a page with the pages ranking for a keyword and list its content gaps",
  description:
    "Fetches the page and the top-ranking results for the keyword (the page itself is never counted as a competitor), compares their headings up to `scrape_depth`, questions, terms, entities, length, media and format, and returns a compact `content_brief` of what the page lacks, each gap with the competitor URLs it came from and how many support it, with an agent_workflow. On the sandbox the SERP is synthetic and no competitor is fetched.",
  input: ContentGapRequestSchema,
  cost: 6,
  provider: true,
  fetches: true,
  example: { url: "https://example.com/blog/crm-buying-guide", keyword: "how to choose a crm" },
  output: ContentGapResultSchema,
  run: async (input, ctx) => {
    // The user's own page first: a page that cannot be read fails the request before the SERP.
    const reviewed = await readReviewedPage(ctx, input.url);
    const evidence = await gatherSerpEvidence(ctx, {
      keyword: input.keyword,
      market: resolveMarket(input),
      device: "desktop",
      known: [reviewed],
    });
    return analyzeContentGap(input, evidence, reviewed);
  },
});
