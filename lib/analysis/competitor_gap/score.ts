/** The priority score of the gap topics: signals weighted, banded, and the topics ordered. */
import { methodOf } from "../rule.ts";
import { byText } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import { SCORING, type Scoring } from "./thresholds.ts";
import type { ScoreComponents, ScoreContext, TopicStats } from "./facts.ts";
import type { Priority } from "./result.ts";
import { type SignalId, SIGNALS } from "./signals/mod.ts";
import { demandOf } from "./topic_stats.ts";

/** How the score is computed, as returned in `method.priority_score`: the signals' sentence. */
export function priorityScoreMethod(): string {
  return `100 x weighted mean of the known parts: ${
    methodOf(SIGNALS)
  }. A part no reportable topic has data for drops out and the remaining weights are renormalised.`;
}

/** The bands, as returned in `method.priority`. */
export function priorityMethod(t: Scoring): string {
  return `high >= ${t.bands.high}, medium >= ${t.bands.medium}, low below ${t.bands.medium}; held at medium: a topic read from titles alone (fewer than ${t.highNeedsData} of demand, rank and ease known), and a missing or partial topic fewer than ${t.highNeedsCompetitors} competitors cover when ${t.highNeedsCompetitors}+ were compared (one rival's page is its choice, not the market's: content gap practice counts the keywords several competitors share)`;
}

/** The order of opportunities, as returned in `method.order`. */
export const ORDER_METHOD =
  "priority band (high, medium, low), then priority_score desc, then competitors covering desc, then demand desc, then topic text; duplicates (same host + path) merged, keeping the best metrics";

/** A gap topic with its score. */
interface Scored {
  g: TopicStats;
  score: number;
  components: ScoreComponents;
}

/** A gap topic with its score and its priority band (`priorityOf`), decided once. */
export interface ScoredGap extends Scored {
  priority: Priority;
}

/**
 * Scores the reportable gap topics and returns the best `max` of them, ordered by score, then
 * competitors covering, then demand, then head and key text.
 */
export function rankGaps(
  reportable: readonly TopicStats[],
  ctx: { totalCompetitors: number; max: number },
): ScoredGap[] {
  const scoring = scoreContext(reportable, ctx.totalCompetitors);
  const scored: ScoredGap[] = reportable.map((g) => {
    const s = { g, ...scoreTopic(g, scoring) };
    return { ...s, priority: priorityOf(s, ctx.totalCompetitors, SCORING) };
  });
  scored.sort((a, b) =>
    BAND_ORDER[a.priority] - BAND_ORDER[b.priority] ||
    b.score - a.score ||
    b.g.competitors.length - a.g.competitors.length ||
    (demandOf(b.g) ?? -1) - (demandOf(a.g) ?? -1) ||
    byText(a.g.head, b.g.head) ||
    byText(a.g.topic.key, b.g.topic.key)
  );
  return scored.slice(0, ctx.max);
}

/** What the signals read across the reportable topics: the largest demand, the known parts. */
function scoreContext(reportable: readonly TopicStats[], totalCompetitors: number): ScoreContext {
  const maxDemand = reportable.reduce((m, g) => Math.max(m, demandOf(g) ?? 0), 0);
  return {
    totalCompetitors,
    maxDemand,
    available: {
      demand: reportable.some((g) => demandOf(g) !== null),
      rank: reportable.some((g) => g.bestRank !== null),
      ease: reportable.some((g) => g.medianBacklinks !== null),
    },
  };
}

/** 100 x the weighted mean of the known signals of a topic, and the signals themselves. */
export function scoreTopic(
  g: TopicStats,
  ctx: ScoreContext,
): { score: number; components: ScoreComponents } {
  const values = new Map(SIGNALS.map((s) => [s.id, s.decide({ g, ctx })]));
  let sum = 0;
  let weights = 0;
  // Each signal's weight is its `confidence` (from `SCORING.weights`), in the table's order.
  for (const s of SIGNALS) {
    const v = values.get(s.id) ?? null;
    if (v === null) continue;
    sum += s.confidence * v;
    weights += s.confidence;
  }
  const rounded = (id: SignalId) => {
    const v = values.get(id) ?? null;
    return v === null ? null : round(v, 3);
  };
  return {
    score: round((100 * sum) / weights, 1),
    components: {
      coverage: rounded("coverage") ?? 0,
      demand: rounded("demand"),
      rank: rounded("rank"),
      ease: rounded("ease"),
      stage: values.get("stage") ?? 0,
    },
  };
}

/** Bands in report order. */
const BAND_ORDER: Readonly<Record<Priority, number>> = { high: 0, medium: 1, low: 2 };

/**
 * The priority band of a scored topic. "high" needs evidence beyond titles (with fewer than
 * `t.highNeedsData` of the data signals demand, rank and ease known, a list read from titles
 * alone would come out all high) and, for a page to create, a market pattern: when
 * `t.highNeedsCompetitors` or more competitors were compared, a topic fewer of them cover is one
 * rival's choice (content gap practice counts the keywords several competitors share). Either
 * holds it at medium.
 */
export function priorityOf(s: Scored, compared: number, t: Scoring): Priority {
  const band = s.score >= t.bands.high ? "high" : s.score >= t.bands.medium ? "medium" : "low";
  if (band !== "high") return band;
  const { demand, rank, ease } = s.components;
  const known = [demand, rank, ease].filter((v) => v !== null).length;
  // An own page that underperforms is the owner's choice already: the hold is for new pages.
  const oneRival = s.g.gapType !== "underperforming" && compared >= t.highNeedsCompetitors &&
    s.g.competitors.length < t.highNeedsCompetitors;
  return known >= t.highNeedsData && !oneRival ? "high" : "medium";
}
