/** Where a tracked domain lost ground: whether it lost, in which interval, and in words. */
import type { WorkflowFacts } from "./facts.ts";
import type { DomainMovement, SnapshotPair } from "./result.ts";
import { deepest } from "./snapshots.ts";
import { MOVE_POSITIONS } from "./thresholds.ts";

/** A tracked domain that lost: dropped out, or fell 3+ positions. */
export function isLoser(d: DomainMovement): boolean {
  return d.status === "dropped" || (d.change !== null && d.change <= -MOVE_POSITIONS);
}

/** Where a domain lost ground: the interval of its biggest fall, and its positions then. */
export interface LossInterval {
  pair: SnapshotPair;
  /** Best position before and after (null: not in the results). */
  before: number | null;
  after: number | null;
}

/**
 * The interval in which a domain lost the most ground (dropping out counts as falling below
 * the deepest listed position), so a loss is attributed to when it happened, not to the whole
 * period. Null when it never fell.
 */
export function lossIntervalOf(d: DomainMovement, f: WorkflowFacts): LossInterval | null {
  let found: LossInterval | null = null;
  let worst = 0;
  for (let i = 0; i < f.pairs.length; i++) {
    const a = d.snapshots[i]?.best_position ?? null;
    const b = d.snapshots[i + 1]?.best_position ?? null;
    if (a === null) continue;
    const fall = (b ?? deepest(f.snapshots[i + 1]) + 1) - a;
    if (fall > worst) {
      worst = fall;
      found = { pair: f.pairs[i], before: a, after: b };
    }
  }
  return found;
}

/** "fell from #2 to #9 between 2025-03-10 and 2025-03-17 (that interval scored 29.7, moderate)". */
export function lossSentence(loss: LossInterval): string {
  const { pair, before, after } = loss;
  const move = after === null
    ? `dropped out of the results from #${before}`
    : `fell from #${before} to #${after}`;
  return `${move} between ${pair.from} and ${pair.to} (that interval scored ${pair.score}, ${
    pair.level.replace("_", " ")
  })`;
}

/** The interval's SERP moved as a whole: a loss there is not page-specific. */
export function shiftedInterval(pair: SnapshotPair): boolean {
  return pair.level === "volatile" || pair.level === "highly_volatile";
}
