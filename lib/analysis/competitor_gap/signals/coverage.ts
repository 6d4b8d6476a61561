/** Coverage: how many competitors cover the topic. */
import type { Scoring } from "../thresholds.ts";
import type { ScoreContext, TopicStats } from "../facts.ts";

/** Competitors covering the topic, on a log scale; full at `coverageFloor` or all of them. */
export const coverage = {
  id: "coverage",
  method(t: Scoring): string {
    return `coverage ${
      t.weights.coverage.toFixed(2)
    } = ln(1 + competitors covering) / ln(1 + max(competitors, ${t.coverageFloor}))`;
  },
  assess(
    g: Pick<TopicStats, "competitors">,
    ctx: Pick<ScoreContext, "totalCompetitors">,
    t: Scoring,
  ): number {
    return Math.min(
      1,
      Math.log(1 + g.competitors.length) /
        Math.log(1 + Math.max(ctx.totalCompetitors, t.coverageFloor)),
    );
  },
} as const;
