/**
 * The page type briefed: the SERP's judgement (`recommendedPageType`, shared with
 * `/content/serp-outline`) when the request says `auto` or nothing; the requested type otherwise,
 * kept even against a clear dominant format (the owner may know better), with the evidence
 * against it said, so the writer decides knowingly.
 */
import {
  type RecommendedPageType,
  recommendedPageType,
  type SerpEvidenceAnalysis,
} from "../serp_evidence/mod.ts";
import type { PageTypeDecision } from "./result.ts";

/** The page type asked for (`auto` or omitted: the SERP decides). */
export type RequestedPageType = RecommendedPageType | "auto" | undefined;

/** The page type of the brief, and why. */
export function decidePageType(
  a: SerpEvidenceAnalysis,
  keyword: string,
  requested: RequestedPageType,
): PageTypeDecision {
  const judged = recommendedPageType(a, keyword);
  const serpType = a.results > 0 ? judged.page_type : null;
  if (requested === undefined || requested === "auto") {
    return {
      page_type: judged.page_type,
      source: judged.source,
      reason: judged.reason,
      serp_page_type: serpType,
      conflict: null,
    };
  }
  return {
    page_type: requested,
    source: "requested",
    reason: `Requested as a ${label(requested)}`,
    serp_page_type: serpType,
    conflict: conflictOf(a, requested),
  };
}

/** The evidence against a requested type, when a clear dominant format asks for another. */
function conflictOf(
  a: SerpEvidenceAnalysis,
  requested: RecommendedPageType,
): PageTypeDecision["conflict"] {
  const d = a.dominant_format;
  if (!d?.clear || d.page_type === requested) return null;
  return {
    note: `${d.support} of ${a.results} top results are ${d.formats.join(" or ")} pages, which a ${
      label(d.page_type)
    } matches; a ${
      label(requested)
    } is briefed as requested, but it competes against the format Google ranks: give it what those pages offer (see serp_expectations) or expect to rank lower.`,
    urls: d.urls,
    support: d.support,
  };
}

/** "comparison_page" -> "comparison page". */
export function label(t: string): string {
  return t.replaceAll("_", " ");
}
