import { z } from "zod";
import {
  analyzeSerpPage,
  AnalyzeSerpResultSchema,
  serpDepth,
} from "../analysis/serp_analysis/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import {
  device,
  keyword,
  language,
  ownerTarget,
  serpLocation,
  serpLocationCode,
} from "./shared.ts";

/** POST /analyze/serp: the SERP features of a keyword and what they mean for ranking. */
export const analyzeSerp = defineOperation({
  path: "/analyze/serp",
  tag: "search",
  summary: "Analyze the SERP features of a keyword (Local Pack, AI Overview, Shopping)",
  description:
    "Analyzes the live SERP of the keyword for features such as Local Pack, AI Overview and Shopping, and returns serp_opportunity. Every first-page result is typed (article, listicle, product, category, service or local business, directory or review platform, forum, video, tool, news: structured data and known platforms' roles when known, else the result's title, URL, breadcrumb and snippet), and `ranking.page_to_build` names the page the SERP rewards: a service page with a call or booking for a local query (a local pack needs no 'near me'), a category or product page for a shopping SERP, an evidence-led informational page when forums and videos rank; directories are listings to keep consistent, never content to outrank.",
  input: z.object({
    keyword,
    location: serpLocation("US"),
    location_code: serpLocationCode.optional(),
    device,
    language,
    target: ownerTarget,
  }),
  cost: 3,
  provider: true,
  example: { keyword: "plumber near me", location: "US", device: "mobile" },
  output: AnalyzeSerpResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const answer = await ctx.provider.serpOrganic({
      keyword: input.keyword,
      location_code: market.location_code,
      language_code: market.language_code,
      device: input.device,
      depth: serpDepth(input.target),
      // This operation reports AI Overviews: wait for the ones Google loads late.
      ai_overview: true,
    }, { signal: ctx.signal });
    const req = { ...input, location: market.location, language: market.language_code };
    return analyzeSerpPage(req, answer, ctx.now);
  },
});
