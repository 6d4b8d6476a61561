/**
 * The parts of the priority score, one signal a file, in the order they are summed and
 * reported. Their weights are in `../thresholds.ts`; `method.priority_score` is built from them.
 */
import type { Scoring } from "../thresholds.ts";
import type { ScoreContext, TopicStats } from "../facts.ts";
import { coverage } from "./coverage.ts";
import { demand } from "./demand.ts";
import { ease } from "./ease.ts";
import { rank } from "./rank.ts";
import { stage } from "./stage.ts";

/** A score part: its 0-1 value for a topic, or null when no reportable topic has its data. */
export interface Signal {
  id: keyof Scoring["weights"];
  /** The part's formula, quoted in `method.priority_score`. */
  method(t: Scoring): string;
  assess(g: TopicStats, ctx: ScoreContext, t: Scoring): number | null;
}

/** The signals, in the order of the weights table (and of the floating-point sum). */
export const SIGNALS: readonly Signal[] = [coverage, demand, rank, ease, stage];
