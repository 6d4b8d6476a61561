/**
 * Competitor gap matrix: groups competitors' pages into topics, checks which topics the
 * site's own pages already cover, scores the gaps and lays them out by page type and buyer
 * stage, with titles and follow-up requests. Pure: all data comes in as arguments.
 */
import { SCORING } from "./thresholds.ts";
import {
  type Counters,
  type OwnPages,
  type PageFact,
  readCompetitors,
  readOwnPages,
  type TopicStats,
} from "./facts.ts";
import { applyFocus } from "./focus.ts";
import type { CompetitorGapInput } from "./input.ts";
import { methodFor } from "./method.ts";
import { matrixOf } from "./matrix.ts";
import { callsFor } from "./next_calls.ts";
import { coveredTopics, toOpportunity } from "./opportunity.ts";
import type { CompetitorGapResult, GapOpportunity, Summary } from "./result.ts";
import { rankGaps } from "./score.ts";
import { suggestTitles } from "./titles.ts";
import { groupTopics } from "./topics.ts";
import { topicStats } from "./topic_stats.ts";
import { buildWorkflow, markdownOf } from "./workflow.ts";

export type {
  CompetitorGapInput,
  GapCompetitorInput,
  GapPageInput,
  RankingQueryInput,
} from "./input.ts";
export { BUYER_STAGES } from "../../toolkit/values.ts";
export {
  type BuyerStage,
  type CompetitorGapResult,
  CompetitorGapResultSchema,
  type GapOpportunity,
  type GapType,
  type MatrixCell,
  type NextEndpoints,
  type Priority,
  type ProofPage,
  type SuggestedTitles,
} from "./result.ts";
export { inferPageType, normalisePageType, normaliseStage } from "./page_type.ts";

/** Options of {@linkcode analyzeCompetitorGap}. */
export interface CompetitorGapOptions {
  /** The request's clock; the analysis does not depend on it (kept for a uniform signature). */
  now?: Date;
}

/**
 * Finds the topics competitors cover that the site's own pages do not, scores them
 * (coverage across competitors, demand, rank, link difficulty, stage) and returns the
 * opportunities with a page-type x buyer-stage matrix, titles and follow-up requests.
 */
export function analyzeCompetitorGap(
  input: CompetitorGapInput,
  _options: CompetitorGapOptions = {},
): CompetitorGapResult {
  const t = SCORING;
  // Read the competitors' pages (duplicates merged, utility pages left out) and the own pages.
  const { pages, hosts, ownInputs, counters } = readCompetitors(input);
  const ownPages = readOwnPages(ownInputs);
  // Group the pages into topics; measure each, with its own coverage and kind of gap.
  const stats = groupTopics(pages).map((topic) => topicStats(topic, { ...ownPages, t }));
  const gaps = stats.filter((s) => s.gapType !== null);
  const covered = stats.filter((s) => s.gapType === null);
  // Focus topics filter the gaps (with a reported fallback when none matches).
  const { focus, reportable } = applyFocus(gaps, input.focus_topics);
  // Score the reportable gaps and report the best max_opportunities, in order.
  const totalCompetitors = hosts.length;
  const scored = rankGaps(reportable, { totalCompetitors, max: input.max_opportunities });
  const opportunities = scored.map((s, i) =>
    toOpportunity(s, { rank: i + 1, totalCompetitors, hosts, t })
  );
  // Follow-up requests per opportunity: a refresh brief, or an outline and a brief.
  const nextEndpoints = opportunities.map((o) => ({
    rank: o.rank,
    topic: o.topic,
    calls: callsFor(o, input.target),
  }));
  // The counts of the summary.
  const summary = summaryOf({
    totalCompetitors,
    pages,
    counters,
    ownPages,
    stats,
    covered,
    gaps,
    opportunities,
  });
  // The agent's decision, evidence and limitations, and the markdown summary from them.
  const workflow = buildWorkflow({
    summary,
    opportunities,
    nextEndpoints,
    focus,
    counters,
    reportableCount: reportable.length,
    maxOpportunities: input.max_opportunities,
  });
  return {
    summary,
    method: methodFor(t),
    focus,
    opportunities,
    covered_topics: coveredTopics(covered, t),
    // The page-type x buyer-stage matrix of pages, topics and opportunities.
    matrix: matrixOf({ pages, stats, opportunities }),
    suggested_titles: opportunities.map((o) => suggestTitles(o)),
    next_endpoints: nextEndpoints,
    agent_workflow: workflow,
    markdown_summary: markdownOf({ summary, opportunities }, workflow),
  };
}

/** The summary counts of a result. */
function summaryOf(f: {
  totalCompetitors: number;
  pages: readonly PageFact[];
  counters: Counters;
  ownPages: OwnPages;
  stats: readonly TopicStats[];
  covered: readonly TopicStats[];
  gaps: readonly TopicStats[];
  opportunities: readonly GapOpportunity[];
}): Summary {
  return {
    competitors: f.totalCompetitors,
    competitor_pages: f.pages.length,
    duplicate_pages: f.counters.duplicates,
    excluded_pages: f.counters.excluded,
    own_pages: f.ownPages.own.length,
    topics: f.stats.length,
    covered_topics: f.covered.length,
    gap_topics: f.gaps.length,
    opportunities: f.opportunities.length,
    high_priority: f.opportunities.filter((o) => o.priority === "high").length,
  };
}
