/**
 * Keyword overview: the provider's figures for a list of keywords, each read as an SEO would
 * before committing to it: demand, cost, difficulty, buyer stage, the page that serves it, its
 * trend, and an opportunity score that orders what to target first. Keywords without figures
 * are listed, never estimated.
 */
import type { z } from "zod";
import type { KeywordOverviewRequestSchema } from "../../operations/keyword_metrics_overview.ts";
import type { KeywordMetrics, RowsAnswer } from "../../providers/provider.ts";
import { OPPORTUNITY_FORMULA } from "../keyword_judgement/mod.ts";
import {
  byOpportunity,
  countBy,
  descNullable,
  hasFigures,
  keywordKey,
  measuredKeyword,
  meetsMinimum,
  PRIORITY_METHOD,
  type ResolvedMarket,
  TREND_METHOD,
} from "../keyword_rows/mod.ts";
import type { KeywordOverviewResult, OverviewKeyword } from "./result.ts";
import { workflowOf } from "./workflow.ts";
import { BUYER_STAGES } from "../../toolkit/values.ts";

export { KeywordOverviewResultSchema } from "./result.ts";
export type { KeywordOverviewResult, OverviewKeyword } from "./result.ts";

/** The parsed `/keyword-metrics/overview` request. */
export type KeywordOverviewInput = z.output<typeof KeywordOverviewRequestSchema>;

const METHOD = {
  opportunity: OPPORTUNITY_FORMULA,
  reachable_position:
    "no ranking data here: reachablePosition(null, difficulty) = 7 when difficulty <= 40 (unknown: 50), else 15",
  priority: PRIORITY_METHOD,
  trend: TREND_METHOD,
  sort:
    "priority: opportunity_score, then search_volume; search_volume and cpc: highest first; difficulty: easiest first; unknown figures last, ties by opportunity",
  no_data:
    "a requested keyword the provider returns no row for, or a row with no volume, CPC or difficulty, is listed in no_data and never scored",
};

/** The requested keywords, one per spelling (case and spacing fold), in request order. */
function distinctKeywords(keywords: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const k of keywords) if (!seen.has(keywordKey(k))) seen.set(keywordKey(k), k);
  return [...seen.values()];
}

/** The provider's rows with figures, one per keyword. */
function measuredRows(rows: readonly KeywordMetrics[]): Map<string, KeywordMetrics> {
  const byKey = new Map<string, KeywordMetrics>();
  for (const m of rows) {
    if (hasFigures(m) && !byKey.has(keywordKey(m.keyword))) byKey.set(keywordKey(m.keyword), m);
  }
  return byKey;
}

const ORDERS: Record<
  KeywordOverviewInput["sort_by"],
  (a: OverviewKeyword, b: OverviewKeyword) => number
> = {
  priority: byOpportunity,
  search_volume: (a, b) => descNullable(a.search_volume, b.search_volume) || byOpportunity(a, b),
  cpc: (a, b) => descNullable(a.cpc, b.cpc) || byOpportunity(a, b),
  difficulty: (a, b) =>
    (a.keyword_difficulty ?? Infinity) - (b.keyword_difficulty ?? Infinity) ||
    byOpportunity(a, b),
};

function totalsOf(
  requested: number,
  measured: number,
  noData: number,
  dropped: number,
  rows: OverviewKeyword[],
): KeywordOverviewResult["totals"] {
  const difficulties = rows.flatMap((r) => r.keyword_difficulty ?? []);
  return {
    requested,
    measured,
    no_data: noData,
    below_min_search_volume: dropped,
    returned: rows.length,
    total_search_volume: rows.reduce((s, r) => s + (r.search_volume ?? 0), 0),
    avg_keyword_difficulty: difficulties.length
      ? Math.round(difficulties.reduce((s, d) => s + d, 0) / difficulties.length)
      : null,
    by_priority: countBy(rows.map((r) => r.priority), ["high", "medium", "low"]),
    by_buyer_stage: countBy(rows.map((r) => r.buyer_stage), [...BUYER_STAGES]),
    by_trend: countBy(rows.map((r) => r.trend.direction), []),
  };
}

/** Reads the provider's answer for the requested keywords. */
export function analyzeKeywordOverview(
  input: KeywordOverviewInput,
  answer: RowsAnswer<KeywordMetrics>,
  market: ResolvedMarket,
): KeywordOverviewResult {
  // Which requested keywords the provider measured, and which it knows nothing about.
  const requested = distinctKeywords(input.keywords);
  const measured = measuredRows(answer.rows);
  const noData = requested.filter((k) => !measured.has(keywordKey(k)));
  // Judge each measured keyword, then apply the volume floor locally and say what it dropped.
  const judged = [...measured.values()].map(measuredKeyword);
  const meets = (r: OverviewKeyword) => meetsMinimum(r.search_volume, input.min_search_volume);
  const kept = judged.filter(meets);
  const dropped = judged.filter((r) => !meets(r));
  // Order as asked.
  const keywords = kept.sort(ORDERS[input.sort_by]);
  const result = {
    market,
    data_source: answer.provider,
    sort_by: input.sort_by,
    keywords,
    no_data: noData,
    below_min_search_volume: dropped.map((r) => r.keyword),
    totals: totalsOf(requested.length, measured.size, noData.length, dropped.length, keywords),
    method: METHOD,
  };
  return { ...result, ...workflowOf(result, input.min_search_volume) };
}
