/** What a hold rule reads, and the shape of a rule. */
import type { Rule } from "../../rule.ts";
import type { Node } from "../facts.ts";

/** Why an open item stays unscheduled. */
export type UnscheduledKind = "spam_policy" | "duplicate" | "blocked" | "waits" | "capacity";

/** An item left out of the plan, with why. */
export interface Hold {
  kind: UnscheduledKind;
  reason: string;
}

/** Where an item was placed; `seq` is the order of placement. */
export interface Placement {
  week: number;
  /** The last week it takes (later than `week` when an oversized item spills over). */
  endWeek: number;
  seq: number;
  oversized: boolean;
}

/** The schedule as it stands when an item's turn comes. */
export interface ScheduleState {
  nodes: readonly Node[];
  placed: ReadonlyMap<number, Placement>;
  /** Effort already placed per week (index 1..weeks). */
  load: readonly number[];
  capacity: number;
  weeks: number;
}

/** An open item when its turn comes, and the schedule as it stands. */
export interface HoldInput {
  node: Node;
  state: ScheduleState;
}

/** One reason an open item cannot be placed: its hold when it applies, else null. */
export type HoldRule = Rule<HoldInput, Hold>;

/** What every hold rule decides, the `method` entry that lists them. */
export const DECIDES = "unscheduled";
