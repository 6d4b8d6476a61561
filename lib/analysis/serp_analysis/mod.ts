/**
 * /analyze/serp: one live result page read as an SEO would: which features it shows and where
 * (above the first organic result or not), what they hold, where the target ranks, the keyword's
 * intent, and the verdict of what a page can win here and how. Pure: the SERP answer and `now`
 * come in as arguments.
 */
import type { ProviderName } from "../../providers/provider.ts";
import type { Serp } from "../../providers/serp_types.ts";
import { methodOf } from "../rule.ts";
import { fetchedAt } from "../search/serp_read.ts";
import { buyerStage, classifyIntent } from "../intent.ts";
import { featureInfo } from "./catalogue.ts";
import { type SerpFacts, serpFacts } from "./facts.ts";
import { detectFeatures, featureDetails } from "./features.ts";
import { opportunitiesOf, OPPORTUNITY_RULES } from "./opportunities.ts";
import { BUILD_RULES, pageToBuild } from "./page_to_build.ts";
import { organicResults, targetHost, targetRanking } from "./organic.ts";
import type { AnalyzeSerpResult } from "./result.ts";
import { THRESHOLDS, VERDICT_RULES, verdictOf } from "./verdict.ts";
import { opportunityEvidence, serpNextCalls, serpWorkflow } from "./workflow.ts";

export { AnalyzeSerpResultSchema } from "./result.ts";
export type { AnalyzeSerpResult } from "./result.ts";

/** The `/analyze/serp` request as the analysis reads it (location and language resolved). */
export interface AnalyzeSerpRequest {
  keyword: string;
  device: "desktop" | "mobile";
  target?: string;
  /** The resolved location's name, carried on to follow-up calls. */
  location: string;
  /** The resolved language code. */
  language: string;
}

/** The provider's answer the analysis reads. */
export interface AnalyzeSerpAnswer {
  serp: Serp | null;
  provider: ProviderName;
}

/**
 * How many results to read: the first page (10) holds the features and the top 10; with a
 * target, 30, so a target ranking on pages 2-3 (within reach) is found.
 */
export function serpDepth(target: string | undefined): number {
  return target ? 30 : 10;
}

/** Analyzes one result page. */
export function analyzeSerpPage(
  req: AnalyzeSerpRequest,
  answer: AnalyzeSerpAnswer,
  now: Date,
): AnalyzeSerpResult {
  const serp = answer.serp;
  // The organic results first: features are placed relative to the first of them.
  const host = targetHost(req.target);
  const organic = organicResults(serp, host);
  const firstOrganic = organic[0]?.rank_absolute ?? null;
  const features = detectFeatures(serp, { firstOrganic, target: host });
  const details = featureDetails(serp);
  const target = targetRanking(req.target, organic, features);
  const facts = serpFacts({
    keyword: req.keyword,
    found: serp !== null,
    organic,
    firstOrganic,
    features,
    details,
    target,
  }, serp);
  // The verdict, then everything winnable under it.
  const verdict = verdictOf(facts);
  const core = {
    keyword: req.keyword,
    device: req.device,
    data_source: answer.provider,
    found: serp !== null,
    check_url: serp?.check_url ?? null,
    fetched_at: fetchedAt(serp, now).toISOString(),
    intent: intentOf(facts),
    features,
    feature_details: details,
    organic: {
      count: organic.length,
      first_rank_absolute: firstOrganic,
      features_above: facts.above.length,
      results: organic.slice(0, 100),
    },
    target,
    ranking: { ...facts.ranking, page_to_build: pageToBuild(facts, facts.ranking) },
    serp_opportunity: {
      verdict: verdict.verdict,
      headline: verdict.headline,
      winnable_with_a_page: verdict.page,
      opportunities: opportunitiesOf(facts, verdict.verdict, pageToBuild(facts, facts.ranking)),
      evidence: opportunityEvidence(facts),
    },
    method: METHOD,
  };
  const calls = serpNextCalls(core, { location: req.location, language: req.language });
  return { ...core, ...serpWorkflow(core, calls) };
}

/** What the searcher wants: the query's modifiers, and what the features say. */
function intentOf(f: SerpFacts): AnalyzeSerpResult["intent"] {
  const { signal } = classifyIntent(f.keyword);
  return {
    intent: f.intent,
    signal,
    buyer_stage: buyerStage(f.intent),
    local_query: f.localQuery,
    serp_signals: serpSignals(f),
  };
}

/** What each family of features on the page says about the searcher. */
const GROUP_SIGNALS: Readonly<Record<string, string>> = {
  local: "a place nearby (local intent)",
  shopping: "products to buy (transactional intent)",
  answer: "a direct answer (informational intent)",
  questions: "answers to related questions (informational intent)",
  video: "something to watch",
  community: "first-hand opinions",
  news: "fresh news",
};

/** The intent signals of the features present, once per family, top first. */
function serpSignals(f: SerpFacts): string[] {
  const out: string[] = [];
  for (const x of f.features) {
    const says = Object.hasOwn(GROUP_SIGNALS, x.group) ? GROUP_SIGNALS[x.group] : null;
    if (says && !out.some((s) => s.endsWith(says))) out.push(`${x.label}: ${says}`);
  }
  return out;
}

/** How the analysis decides, for `?explain=true`. */
const METHOD = {
  verdict: methodOf(VERDICT_RULES),
  crowded_from_features_above: THRESHOLDS.crowded,
  above_first_organic:
    "a feature is above when its first element's rank_absolute is lower than the first organic result's; related searches and people-also-search do not count",
  target: "matched by host, subdomains included (`www.` ignored)",
  ranking:
    "each first-page result typed by understanding/result_type.ts (structure, then platforms by documented role, then title, URL, breadcrumb and snippet); the dominant type has the most results, ties to the best-ranked",
  page_to_build: methodOf(BUILD_RULES),
  opportunities: methodOf(OPPORTUNITY_RULES),
  local_query: "the keyword says near me, or Google shows a local pack or map",
  won_by: Object.fromEntries(
    ["local_pack", "shopping", "featured_snippet", "ai_overview", "knowledge_graph"].map((
      t,
    ) => [t, featureInfo(t).won_by]),
  ),
};
