/**
 * The verdict: what this SERP is won with, first rule that applies. A local pack or shopping
 * block above the organic results is won by a Business Profile or a product feed, not by a page;
 * four or more features above the first organic result leave it few clicks; otherwise a
 * featured snippet or an AI overview is the prize a page can take, else the organic top 10.
 */
import { feature, inGroup, type SerpFacts } from "./facts.ts";
import type { Verdict } from "./result.ts";
import { firstDecision, type Rule } from "../rule.ts";
import { T } from "./thresholds.ts";
import { plural } from "../../toolkit/prose.ts";

export { THRESHOLDS } from "./thresholds.ts";

/** The verdict a rule takes: the verdict, its headline, and whether a page can win it. */
export interface VerdictDecision {
  verdict: Verdict;
  headline: string;
  page: boolean;
}

/** A verdict rule: the verdict when it applies, else null. */
export type VerdictRule = Rule<SerpFacts, VerdictDecision>;

/** What every verdict rule decides, the `method` entry that lists them. */
export const DECIDES = "verdict";

/** The first organic result's place, for headlines. */
function organicPlace(f: SerpFacts): string {
  return `the first organic result is element #${f.firstOrganic} with ${
    plural(f.above.length, "feature")
  } above it`;
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

/** A verdict rule from its verdict (its id), whether a page can win it, and its headline. */
function verdictRule(
  verdict: Verdict,
  page: boolean,
  parts: { when: string; because: string },
  applies: (f: SerpFacts) => boolean,
  headline: (f: SerpFacts) => string,
): VerdictRule {
  return {
    id: verdict,
    decides: DECIDES,
    ...parts,
    decide: (f) => applies(f) ? { verdict, headline: headline(f), page } : null,
  };
}

/** The rules, in the order they are tried. */
export const VERDICT_RULES: readonly VerdictRule[] = [
  verdictRule(
    "no_results",
    false,
    {
      when: "no result page was returned, or it holds neither organic results nor features",
      because:
        "the data's documented meaning: no SERP answer (found: false) or an empty items list leaves nothing to judge",
    },
    (f) => !f.found || (f.organic.length === 0 && f.features.length === 0),
    (f) => `No result page for "${f.keyword}": nothing to judge.`,
  ),
  verdictRule(
    "no_organic_results",
    false,
    {
      when: "the page holds features only, no organic result",
      because:
        "SEO practice: a page ranks by itself only in the organic results; features are filled from profiles, feeds and Google's own answers, so there is no organic slot to rank in",
    },
    (f) => f.organic.length === 0,
    (f) =>
      `"${f.keyword}" shows ${
        plural(f.features.length, "feature")
      } and no organic result: no page can rank here.`,
  ),
  verdictRule(
    "local_pack_first",
    false,
    {
      when:
        "a local pack or map above the first organic result, or any local block on a local query",
      because:
        "Google Business Profile Help (improve your local ranking on Google): local results come from Business Profiles, ranked by relevance, distance and prominence, so the pack is won by a profile, not a page",
    },
    (f) =>
      inGroup(f, "local").some((x) => x.above_first_organic === true) ||
      (f.localQuery && inGroup(f, "local").length > 0),
    (f) =>
      `"${f.keyword}" is a local SERP: the local pack comes first, so it is won with a Google Business Profile, not a page; ${
        organicPlace(f)
      }.`,
  ),
  verdictRule(
    "shopping_first",
    false,
    {
      when: "product listings (shopping) above the first organic result",
      because:
        "Google Merchant Center Help: product listings on Google (free listings and Shopping ads) are built from the product data submitted in Merchant Center, so they are won by a product feed",
    },
    (f) => inGroup(f, "shopping").some((x) => x.above_first_organic === true),
    (f) =>
      `"${f.keyword}" is a shopping SERP: product listings come first, won with a Merchant Center feed; ${
        organicPlace(f)
      }.`,
  ),
  verdictRule(
    "crowded_by_features",
    true,
    {
      when: `${T.crowded}+ features above the first organic result`,
      because:
        "SEO practice (click-through studies of result pages): features above the organic results take the first clicks and leave the first organic result few; the threshold is Rankscope's",
    },
    (f) => f.above.length >= T.crowded,
    (f) =>
      `"${f.keyword}" is crowded by features: ${
        organicPlace(f)
      }; aim at the features a page can win.`,
  ),
  verdictRule(
    "featured_snippet_to_take",
    true,
    {
      when: "a featured snippet the target does not hold, with no AI overview above it",
      because:
        "Google Search Central (featured snippets and your website): Google's systems take the snippet from a page in the results when it answers the query well, with no markup to request it; SEO practice: it goes to a first-page result with a tighter answer",
    },
    (f) => snippetIsThePrize(f),
    (f) =>
      `"${f.keyword}" has a featured snippet to take (held by ${
        f.details.featured_snippet?.domain || "another site"
      }); ${organicPlace(f)}.`,
  ),
  verdictRule(
    "ai_overview_citation",
    true,
    {
      when: "an AI overview on the page",
      because:
        "Google Search Central (AI features and your website): AI Overviews show links to the pages that support them, and the usual SEO best practices apply to being one of them; the searcher reads the overview first",
    },
    (f) => feature(f, "ai_overview") !== undefined,
    (f) =>
      `"${f.keyword}" opens with an AI overview citing ${
        plural(f.details.ai_overview_citations.length, "source")
      }: aim to be cited; ${organicPlace(f)}.`,
  ),
  verdictRule(
    "organic_top_10",
    true,
    {
      when: "otherwise (few features above the organic results)",
      because:
        `SEO practice: with little above them, the clicks go to the top ${T.firstPage} organic results`,
    },
    () => true,
    (f) => `"${f.keyword}" is an organic SERP: ${organicPlace(f)}; a top-10 page wins.`,
  ),
];

/** The verdict of a SERP, its headline, and whether a page can win it. */
export function verdictOf(f: SerpFacts): VerdictDecision {
  // The last rule always applies.
  return firstDecision(VERDICT_RULES, f)!.value;
}
