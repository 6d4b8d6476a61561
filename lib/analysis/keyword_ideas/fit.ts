/**
 * Whether an idea is a page the site would make, before its volume counts. Google's Search
 * Quality Rater Guidelines read a query by what the searcher wants: another brand's
 * navigational query ("personio login", "sukienka allegro") is served by that brand only, and a
 * career query ("lohnbuchhalter gehalt", "oferty pracy") by job boards and salary surveys, so
 * neither is a target however large. The provider's intent label (DataForSEO's
 * `search_intent_info`) and the service's own modifiers (`business/query_roles.ts`) decide
 * together, and the result says which.
 *
 * High priority is kept for ideas the owner's product answers (business potential 3 on the
 * 0-3 scale keyword research uses): a commercial or transactional query on a landing or
 * comparison page. Guides and tools bring the right readers but sell indirectly: medium at most
 * when the seed is a commercial search.
 */
import { careerModifier, otherBrandNavigation } from "../business/query_roles.ts";
import type { MeasuredKeyword } from "../keyword_rows/measured.ts";

/** What an idea is to the site. */
export type IdeaRole = "target" | "rival_navigation" | "career";

/** The role, what decided it, and why. */
export interface IdeaFit {
  role: IdeaRole;
  decided_by: "provider_intent" | "modifiers" | null;
  reason: string | null;
}

/** The role of one idea. */
export function fitOf(idea: MeasuredKeyword): IdeaFit {
  const career = careerModifier(idea.keyword);
  if (career) {
    return {
      role: "career",
      decided_by: "modifiers",
      reason:
        `"${career}": people looking for a job or training in the field, served by job boards and salary surveys, not a product page`,
    };
  }
  const provider = idea.intent_source === "provider" && idea.intent === "navigational";
  const nav = otherBrandNavigation(idea.keyword, {
    own: [],
    providerIntent: provider ? "navigational" : null,
  });
  if (provider || nav) {
    return {
      role: "rival_navigation",
      decided_by: provider ? "provider_intent" : "modifiers",
      reason: provider
        ? "the provider labels it navigational: searchers want one brand's own site, which only that brand can serve"
        : `"${nav!.modifier}" after a brand name: navigation to that brand's own service`,
    };
  }
  return { role: "target", decided_by: null, reason: null };
}

/** Whether the seed is a buying search (its ideas are judged as the product's pages). */
export function isBuyingSeed(intent: string | null | undefined): boolean {
  return intent === "commercial" || intent === "transactional";
}

/** The idea's priority once its role and page are known. */
export function fittedPriority(
  idea: MeasuredKeyword,
  fit: IdeaFit,
  buyingSeed: boolean,
): MeasuredKeyword["priority"] {
  if (fit.role !== "target") return "low";
  const sells = idea.recommended_page_type === "landing_page" ||
    idea.recommended_page_type === "comparison_page";
  if (buyingSeed && idea.priority === "high" && !sells) return "medium";
  return idea.priority;
}
