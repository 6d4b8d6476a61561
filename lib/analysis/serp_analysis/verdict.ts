/**
 * The verdict: what this SERP is won with, first rule that applies. A local pack or shopping
 * block above the organic results is won by a Business Profile or a product feed, not by a page;
 * four or more features above the first organic result leave it few clicks; otherwise a
 * featured snippet or an AI overview is the prize a page can take, else the organic top 10.
 */
import { feature, inGroup, type SerpFacts } from "./facts.ts";
import type { Verdict } from "./result.ts";

/** Thresholds in one place. */
export const THRESHOLDS = {
  /** Features above the first organic result from which the SERP reads as crowded. */
  crowded: 4,
};

/** One verdict rule. */
interface VerdictRule {
  verdict: Verdict;
  /** Why the rule exists, for `method`. */
  reason: string;
  /** A page can win the main prize when this verdict holds. */
  page: boolean;
  applies: (f: SerpFacts) => boolean;
  headline: (f: SerpFacts) => string;
}

/** The first organic result's place, for headlines. */
function organicPlace(f: SerpFacts): string {
  return `the first organic result is element #${f.firstOrganic} with ${f.above.length} feature(s) above it`;
}

/** A featured snippet is on the page and the target does not hold it. */
function snippetToTake(f: SerpFacts): boolean {
  const snippet = feature(f, "featured_snippet");
  return snippet !== undefined && snippet.holds_target !== true;
}

/** Where a feature first shows (unknown: after everything placed). */
function placeOf(f: SerpFacts, type: string): number {
  return feature(f, type)?.first_rank_absolute ?? Number.MAX_SAFE_INTEGER;
}

/**
 * The snippet is the prize when it is there to take and no AI overview shows above it (the
 * searcher reads the overview first, so it is the prize then).
 */
function snippetIsThePrize(f: SerpFacts): boolean {
  return snippetToTake(f) && placeOf(f, "featured_snippet") < placeOf(f, "ai_overview");
}

/** The rules, in the order they are tried. */
export const VERDICT_RULES: readonly VerdictRule[] = [
  {
    verdict: "no_results",
    reason: "no result page, or an empty one: nothing to judge",
    page: false,
    applies: (f) => !f.found || (f.organic.length === 0 && f.features.length === 0),
    headline: (f) => `No result page for "${f.keyword}": nothing to judge.`,
  },
  {
    verdict: "no_organic_results",
    reason: "the page holds features only: no organic slot to rank in",
    page: false,
    applies: (f) => f.organic.length === 0,
    headline: (f) =>
      `"${f.keyword}" shows ${f.features.length} feature(s) and no organic result: no page can rank here.`,
  },
  {
    verdict: "local_pack_first",
    reason:
      "a local pack above the organic results (or on a near-me query) is won by a Google Business Profile, not a page",
    page: false,
    applies: (f) =>
      inGroup(f, "local").some((x) => x.above_first_organic === true) ||
      (f.localQuery && inGroup(f, "local").length > 0),
    headline: (f) =>
      `"${f.keyword}" is a local SERP: the local pack comes first, so it is won with a Google Business Profile, not a page; ${
        organicPlace(f)
      }.`,
  },
  {
    verdict: "shopping_first",
    reason:
      "product listings above the organic results are won by a product feed (Merchant Center)",
    page: false,
    applies: (f) => inGroup(f, "shopping").some((x) => x.above_first_organic === true),
    headline: (f) =>
      `"${f.keyword}" is a shopping SERP: product listings come first, won with a Merchant Center feed; ${
        organicPlace(f)
      }.`,
  },
  {
    verdict: "crowded_by_features",
    reason: `${THRESHOLDS.crowded}+ features above the first organic result leave it few clicks`,
    page: true,
    applies: (f) => f.above.length >= THRESHOLDS.crowded,
    headline: (f) =>
      `"${f.keyword}" is crowded by features: ${
        organicPlace(f)
      }; aim at the features a page can win.`,
  },
  {
    verdict: "featured_snippet_to_take",
    reason:
      "a featured snippet someone else holds, with no AI overview above it, is taken by a top-10 page with a better answer",
    page: true,
    applies: (f) => snippetIsThePrize(f),
    headline: (f) =>
      `"${f.keyword}" has a featured snippet to take (held by ${
        f.details.featured_snippet?.domain || "another site"
      }); ${organicPlace(f)}.`,
  },
  {
    verdict: "ai_overview_citation",
    reason: "an AI overview answers first: being one of its cited sources is the visible win",
    page: true,
    applies: (f) => feature(f, "ai_overview") !== undefined,
    headline: (f) =>
      `"${f.keyword}" opens with an AI overview citing ${f.details.ai_overview_citations.length} source(s): aim to be cited; ${
        organicPlace(f)
      }.`,
  },
  {
    verdict: "organic_top_10",
    reason: "few features above the organic results: a page in the top 10 gets the clicks",
    page: true,
    applies: () => true,
    headline: (f) => `"${f.keyword}" is an organic SERP: ${organicPlace(f)}; a top-10 page wins.`,
  },
];

/** The verdict of a SERP, its headline, and whether a page can win it. */
export function verdictOf(f: SerpFacts): { verdict: Verdict; headline: string; page: boolean } {
  const rule = VERDICT_RULES.find((r) => r.applies(f))!;
  return { verdict: rule.verdict, headline: rule.headline(f), page: rule.page };
}
