/** Stage: the commercial value of the topic's buyer stage. */
import type { Scoring } from "../thresholds.ts";
import type { ScoreContext, TopicStats } from "../facts.ts";

/** The value of the topic's dominant stage: decision pages are worth most. */
export const stage = {
  id: "stage",
  method(t: Scoring): string {
    const values = Object.entries(t.stageValue).map(([s, v]) => `${s} ${v}`).join(", ");
    return `stage ${t.weights.stage.toFixed(2)} = ${values}`;
  },
  assess(g: Pick<TopicStats, "stage">, _ctx: ScoreContext, t: Scoring): number {
    return t.stageValue[g.stage];
  },
} as const;
