/** Rank: how high the best competitor ranks for the topic. */
import type { Scoring } from "../thresholds.ts";
import type { ScoreContext, TopicStats } from "../facts.ts";

/**
 * 1 for a best competitor rank within `rank.full`, falling linearly to 0 at `rank.zero`; null
 * when no reportable topic has a rank, 0 for a topic without one when others have it.
 */
export const rank = {
  id: "rank",
  method(t: Scoring): string {
    return `rank ${
      t.weights.rank.toFixed(2)
    } = 1 for a best competitor rank <= ${t.rank.full}, falling linearly to 0 at ${t.rank.zero}`;
  },
  assess(
    g: Pick<TopicStats, "bestRank">,
    ctx: Pick<ScoreContext, "available">,
    t: Scoring,
  ): number | null {
    if (!ctx.available.rank) return null;
    if (g.bestRank === null) return 0;
    if (g.bestRank <= t.rank.full) return 1;
    return Math.max(0, (t.rank.zero - g.bestRank) / (t.rank.zero - t.rank.full));
  },
} as const;
