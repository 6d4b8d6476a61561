/** Ease: how few backlinks the competitors' pages on the topic have. */
import type { Scoring } from "../thresholds.ts";
import type { ScoreContext, TopicStats } from "../facts.ts";

/**
 * 1 / (1 + log10(1 + median backlinks)); null when no reportable topic has backlinks,
 * `unknownEase` (neutral difficulty) for a topic without them when others have them.
 */
export const ease = {
  id: "ease",
  method(t: Scoring): string {
    return `ease ${t.weights.ease.toFixed(2)} = 1 / (1 + log10(1 + median backlinks))`;
  },
  assess(
    g: Pick<TopicStats, "medianBacklinks">,
    ctx: Pick<ScoreContext, "available">,
    t: Scoring,
  ): number | null {
    if (!ctx.available.ease) return null;
    if (g.medianBacklinks === null) return t.unknownEase;
    return 1 / (1 + Math.log10(1 + g.medianBacklinks));
  },
} as const;
