/**
 * The page to build for a keyword, as the SERP shows it: the dominant format's page type when at
 * least half the top results share it (a listicle SERP gets a comparison page, a how-to SERP a
 * guide); otherwise the keyword's own words decide (`judgeKeyword`), and the mix is said.
 * Shared by `/content/serp-outline` and `/content/brief`.
 */
import { judgeKeyword } from "../keyword_judgement/mod.ts";
import type { RecommendedPageType, SerpEvidenceAnalysis } from "./result.ts";

/** The page type and why. */
export interface PageTypeChoice {
  page_type: RecommendedPageType;
  source: "serp" | "keyword";
  reason: string;
}

/** The recommended page type of the keyword on this SERP. */
export function recommendedPageType(a: SerpEvidenceAnalysis, keyword: string): PageTypeChoice {
  const d = a.dominant_format;
  // A searcher who wants a business nearby or to buy gets a money page, whatever the ranking
  // pages' titles say: "article" is only the absence of a format signal.
  if (a.intent.intent === "transactional" && (!d?.clear || d.family === "article")) {
    return {
      page_type: "landing_page",
      source: "serp",
      reason: a.intent.local
        ? `A local search (${
          a.intent.signals.join("; ")
        }): a service page with a call or booking, not an article`
        : `A buying search (${a.intent.signals.join("; ")}): a money page, not an article`,
    };
  }
  if (d?.clear) {
    return {
      page_type: d.page_type,
      source: "serp",
      reason: `${d.support} of ${a.results} top results are ${d.formats.join(" or ")} pages`,
    };
  }
  const judged = judgeKeyword(keyword, null).recommended_page_type;
  const mix = d
    ? `No format has half the top results (the largest, ${d.family}, has ${d.support} of ${a.results})`
    : "No ranking results to read";
  return { page_type: judged, source: "keyword", reason: `${mix}: the keyword's words decide` };
}
