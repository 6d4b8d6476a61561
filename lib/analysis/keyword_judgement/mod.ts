/**
 * How one keyword is read, shared by the keyword and domain operations: its intent (the
 * provider's when it reports one, else the query's modifiers), buyer stage and the page type
 * that serves it (the keyword-cluster rule, for one keyword), and an opportunity score whose
 * formula is declared once here (`OPPORTUNITY_FORMULA`) for descriptions and `method`.
 */
import { pageTypeOf } from "../keyword_clusters/suggest_page.ts";
import type { PageType } from "../keyword_clusters/result.ts";
import { buyerStage, classifyIntent } from "../intent.ts";
import { type Intent } from "../../toolkit/values.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { asksForTool, comparesOptions } from "../domain_intersection/page_format.ts";

export type { PageType };

/** How a keyword is read. */
export interface KeywordJudgement {
  intent: Intent;
  /** `provider`: the data provider's intent model; `modifiers`: the query's own words. */
  intent_source: "provider" | "modifiers";
  buyer_stage: "awareness" | "consideration" | "decision";
  recommended_page_type: PageType;
}

/** The judgement of `keyword`, with the provider's intent when it gave one. */
export function judgeKeyword(keyword: string, providerIntent: Intent | null): KeywordJudgement {
  const norm = normalizeText(keyword);
  const modifiers = classifyIntent(keyword);
  const intent = providerIntent ?? modifiers.intent;
  const byWords = pageTypeOf(norm, {
    intent,
    modified: modifiers.signal !== null,
    size: 1,
    texts: [norm],
  });
  return {
    intent,
    intent_source: providerIntent ? "provider" : "modifiers",
    buyer_stage: buyerStage(intent),
    recommended_page_type: servingPage(keyword, intent, byWords),
  };
}

/**
 * The page that serves a keyword: a tool when the query asks for one (a calculator, a template,
 * "Rechner", "vorlage" in the languages read), an article when the intent is informational (the
 * searcher wants to learn, not to buy: a landing page does not answer "lohnabrechnung selber
 * machen"), a comparison only when a commercial query asks for options compared ("best", "vs",
 * "Vergleich"): a product with an attribute ("sukienka na wesele midi", "waterproof hiking
 * boots") is a category search, served by the category (landing) page, as shops rank for it.
 * Else what the keyword's words suggest.
 */
function servingPage(keyword: string, intent: Intent, byWords: PageType): PageType {
  if (asksForTool(keyword)) return "tool_page";
  if (intent === "informational" && (byWords === "landing_page" || byWords === "comparison_page")) {
    return "guide";
  }
  if (intent === "commercial" && byWords === "comparison_page" && !comparesOptions(keyword)) {
    return "landing_page";
  }
  return byWords;
}

/**
 * Organic click-through rate by position (a conservative industry curve: 28% at 1 falling to
 * 2.5% at 10, 1% on page 2, 0.2% beyond).
 */
export function ctrAt(position: number): number {
  const top = [0.28, 0.15, 0.11, 0.08, 0.07, 0.05, 0.04, 0.03, 0.03, 0.025];
  const p = Math.max(1, Math.round(position));
  if (p <= 10) return top[p - 1];
  return p <= 20 ? 0.01 : 0.002;
}

/** What the opportunity score reads. */
export interface OpportunityInput {
  /** Monthly searches (null or negative read as 0). */
  search_volume: number | null;
  /** Ranking difficulty 0-100; null reads as 50. */
  keyword_difficulty: number | null;
  /** The best position a page can reasonably reach (1 = top). */
  reachable_position: number;
}

/** Traffic of 10,000 clicks a month at the reachable position scores full marks on reach. */
const FULL_TRAFFIC = 10_000;

/** The formula, as operations state it in their description and `method`. */
export const OPPORTUNITY_FORMULA =
  "opportunity = 100 × reach × ease, where reach = log10(1 + search_volume × CTR(reachable position)) / log10(1 + 10,000) capped at 1 " +
  "(CTR: 28% at 1, 15% at 2, 11% at 3 … 2.5% at 10, 1% on page 2, 0.2% beyond) and ease = 1 − 0.7 × keyword_difficulty / 100 " +
  "(difficulty unknown: 50). More volume, a better reachable position or a lower difficulty never lowers it.";

/** The opportunity score 0-100 (see `OPPORTUNITY_FORMULA`). */
export function opportunityScore(input: OpportunityInput): number {
  const volume = Math.max(0, input.search_volume ?? 0);
  const traffic = volume * ctrAt(input.reachable_position);
  const reach = Math.min(1, Math.log10(1 + traffic) / Math.log10(1 + FULL_TRAFFIC));
  const difficulty = Math.min(100, Math.max(0, input.keyword_difficulty ?? 50));
  const ease = 1 - 0.7 * difficulty / 100;
  return Math.round(100 * reach * ease * 10) / 10;
}

/**
 * The position a page can reasonably reach for a keyword: one page-1 step up from where it ranks
 * (a page at 15 can reach 8, at 6 can reach 3, a top-3 page holds its place), or, without a
 * ranking, page 1's lower half for an easy keyword and page 2 for a hard one.
 */
export function reachablePosition(current: number | null, difficulty: number | null): number {
  if (current === null) return (difficulty ?? 50) <= 40 ? 7 : 15;
  if (current <= 3) return current;
  if (current <= 10) return Math.max(1, Math.floor(current / 2));
  if (current <= 20) return 8;
  return Math.max(8, Math.floor(current / 2));
}
