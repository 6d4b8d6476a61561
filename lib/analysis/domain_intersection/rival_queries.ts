/**
 * Queries that belong to a rival: they name its brand (read from its domain, `brandOfDomain`).
 * Google's Search Quality Rater Guidelines call a query for one brand's own site or service a
 * navigational ("Website") query: the only useful result is that brand's own page, so another
 * site cannot win it and should not try. A rival's login, pricing, support, careers or cancel
 * page is such a query (DataForSEO's `search_intent_info.main_intent` "navigational" says the
 * same from the SERP). A rival's brand with a comparison modifier ("acme vs", "acme
 * alternatives", "acme Vergleich") is a comparison searchers make before buying: the most an
 * owner can offer is a fair comparison page (Google's reviews system guidance asks such pages to
 * compare with alternatives). Its reviews ("acme avis", "acme erfahrungen") are for the rival's
 * customers and independent reviewers (the same guidance values first-hand, independent
 * evaluation, which a competitor cannot give): its demand, like any other query naming it (its
 * product names, its promo codes), not a gap.
 *
 * An exact-match domain is not a brand: "hotelduomofirenze.it" spells the generic query "hotel
 * duomo firenze" (Google's 2012 exact-match-domain update stopped reading such names as
 * brands). So a rival's name that the query spells over several words counts only when the
 * query is otherwise navigational or a comparison (a modifier or DataForSEO's navigational
 * intent); a coined one-word name ("lohnpilot", "clairelune") counts on its own.
 */
import { brandOfDomain, type BrandTerm, mentionsBrand } from "../business/brand.ts";
import { careerModifier, navigationalModifier } from "../business/query_roles.ts";
import { normalizeText } from "../../toolkit/text.ts";

/** What a query naming a rival's brand asks for. */
export type RivalQueryRole = "rival_navigation" | "rival_comparison" | "rival_brand";

/** Modifiers that compare options: vs, alternatives, Vergleich (en, de, fr, es, it). */
const COMPARES: ReadonlySet<string> = new Set([
  "vs",
  "versus",
  "alternative",
  "alternatives",
  "compare",
  "comparison",
  "vergleich",
  "comparatif",
  "alternativa",
  "alternativas",
]);

/** Modifiers that ask for reviews, per language (en, de, fr, es, it, pl, nl, pt). */
const REVIEWS = [
  "review",
  "reviews",
  "erfahrungen",
  "erfahrung",
  "bewertung",
  "bewertungen",
  "test",
  "avis",
  "opiniones",
  "opinion",
  "opinioni",
  "recensioni",
  "recensione",
  "opinie",
  "recenzje",
  "ervaringen",
  "recensies",
  "avaliacoes",
  "avaliacao",
];

/** Review and comparison modifiers, matched as whole words. */
const COMPARISON = [...REVIEWS, ...COMPARES];

/** The rivals' brand terms, from their domains. */
export function rivalBrands(domains: readonly string[]): BrandTerm[] {
  return domains.map((d) => brandOfDomain(d)).filter((t): t is BrandTerm => t !== null);
}

/** Whether the query carries a review or comparison modifier. */
export function comparisonModifier(keyword: string): string | null {
  const words = ` ${normalizeText(keyword)} `;
  return COMPARISON.find((m) => words.includes(` ${m} `)) ?? null;
}

/**
 * The role of a query naming a rival's brand, or null when it names none (or names the owner's
 * own brand too: then it is the owner's query).
 */
export function rivalQueryRole(
  keyword: string,
  context: {
    rivals: readonly BrandTerm[];
    own: readonly BrandTerm[];
    providerIntent?: string | null;
  },
): RivalQueryRole | null {
  if (!mentionsBrand(keyword, context.rivals) || mentionsBrand(keyword, context.own)) return null;
  const modifier = comparisonModifier(keyword);
  const compares = modifier !== null && COMPARES.has(modifier);
  const navigation = navigationalModifier(keyword) !== null || careerModifier(keyword) !== null ||
    context.providerIntent === "navigational";
  // One word of the query is the name: a coined brand. Else the name is spelt over several
  // words, as an exact-match domain is: a brand only with corroboration ("dog food delivery
  // reviews" asks about a category, not dogfooddelivery.com).
  const oneWord = normalizeText(keyword).split(" ").some((w) => mentionsBrand(w, context.rivals));
  if (!oneWord && !compares && !navigation) return null;
  if (navigation) return "rival_navigation";
  return compares ? "rival_comparison" : "rival_brand";
}
