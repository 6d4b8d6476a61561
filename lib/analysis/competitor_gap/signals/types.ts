/** The shape of a score part (signal). */
import type { Rule } from "../../rule.ts";
import type { ScoreContext, TopicStats } from "../facts.ts";
import { SCORING } from "../thresholds.ts";

/** A signal's name: the key of its weight. */
export type SignalId = keyof typeof SCORING.weights;

/** What a signal reads: the topic's fields `G` and the fields `C` of the reportable topics. */
export type SignalOf<G extends keyof TopicStats, C extends keyof ScoreContext> =
  & Rule<
    { g: Pick<TopicStats, G>; ctx: Pick<ScoreContext, C> },
    number
  >
  & {
    readonly id: SignalId;
    /** The part's weight in the priority score (from `SCORING.weights`). */
    readonly confidence: number;
  };

/**
 * A score part: its 0-1 value for a topic, or null when no reportable topic has its data (the
 * part then drops out and the other weights are renormalised).
 */
export type Signal = SignalOf<keyof TopicStats, keyof ScoreContext>;

/** What every signal decides: the `method` entry that lists them. */
export const DECIDES = "priority_score";

/** A signal's weight as `when` quotes it ("0.35"). */
export function weightOf(id: SignalId): string {
  return SCORING.weights[id].toFixed(2);
}
