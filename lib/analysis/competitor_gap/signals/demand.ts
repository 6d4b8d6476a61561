/** Demand: the topic's traffic or volume, relative to the largest among the gap topics. */
import type { Scoring } from "../thresholds.ts";
import type { ScoreContext, TopicStats } from "../facts.ts";
import { demandOf } from "../topic_stats.ts";

/**
 * ln(1 + demand) / ln(1 + the largest demand); null when no reportable topic has demand data,
 * 0 for a topic without it when others have it.
 */
export const demand = {
  id: "demand",
  method(t: Scoring): string {
    return `demand ${
      t.weights.demand.toFixed(2)
    } = ln(1 + max(traffic sum, top volume)) / ln(1 + the largest such value among gap topics)`;
  },
  assess(
    g: Pick<TopicStats, "traffic" | "volume">,
    ctx: Pick<ScoreContext, "maxDemand" | "available">,
    _t: Scoring,
  ): number | null {
    if (!ctx.available.demand) return null;
    const d = demandOf(g);
    return d === null || ctx.maxDemand <= 0 ? 0 : Math.log1p(d) / Math.log1p(ctx.maxDemand);
  },
} as const;
