/** Opportunities as reported: a scored gap topic with its proof pages and action. */
import { byText } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import type { Scoring } from "./thresholds.ts";
import type { PageFact, TopicStats } from "./facts.ts";
import { gapRule } from "./gaps/mod.ts";
import { wordsOf } from "./phrase.ts";
import type { CompetitorGapResult, GapOpportunity, ProofPage } from "./result.ts";
import type { ScoredGap } from "./score.ts";

/** One reported opportunity, at position `rank` (1-based). */
export function toOpportunity(
  s: ScoredGap,
  ctx: { rank: number; totalCompetitors: number; hosts: string[]; t: Scoring },
): GapOpportunity {
  const { g } = s;
  const gapType = g.gapType ?? "missing";
  return {
    rank: ctx.rank,
    topic: g.head,
    topic_key: g.topic.key,
    language: g.language,
    core_terms: wordsOf(g.topic.core, `${g.head} ${g.topic.key}`),
    modifiers: [...g.topic.angles],
    gap_type: gapType,
    priority: s.priority,
    priority_score: s.score,
    score_components: s.components,
    competitors_covering: g.competitors.length,
    competitor_share: ctx.totalCompetitors === 0
      ? 0
      : round(g.competitors.length / ctx.totalCompetitors, 3),
    competitor_domains: g.competitors.map((i) => ctx.hosts[i]).sort(byText).slice(0, 10),
    competitor_pages: g.topic.pages.length,
    top_pages: topPages(g.topic.pages, ctx),
    traffic: g.traffic,
    volume: g.volume,
    best_rank: g.bestRank,
    median_backlinks: g.medianBacklinks,
    page_type: g.pageType,
    buyer_stage: g.stage,
    own_coverage: {
      ...g.coverage,
      matched_terms: wordsOf(g.coverage.matched_terms, `${g.head} ${g.topic.key}`),
    },
    related_keywords: g.related,
    recommended_action: gapRule(gapType).action(g),
  };
}

/** The competitor pages shown as proof: most traffic first, then best rank, then URL key. */
function topPages(
  pages: readonly PageFact[],
  ctx: { hosts: string[]; t: Scoring },
): ProofPage[] {
  return [...pages].sort((a, b) =>
    (b.traffic ?? -1) - (a.traffic ?? -1) || (a.rank ?? 1e9) - (b.rank ?? 1e9) ||
    byText(a.key, b.key)
  ).slice(0, ctx.t.topPages).map((p) => ({
    url: p.url,
    domain: ctx.hosts[p.competitor],
    title: p.title,
    traffic: p.traffic,
    rank: p.rank,
  }));
}

/** The topics the site already covers, most widely covered first. */
export function coveredTopics(
  covered: readonly TopicStats[],
  t: Scoring,
): CompetitorGapResult["covered_topics"] {
  return covered
    .map((c) => ({
      topic: c.head,
      own_url: c.coverage.url,
      competitors_covering: c.competitors.length,
      competitor_pages: c.topic.pages.length,
    }))
    .sort((a, b) =>
      b.competitors_covering - a.competitors_covering || b.competitor_pages - a.competitor_pages ||
      byText(a.topic, b.topic)
    )
    .slice(0, t.maxCoveredTopics);
}
