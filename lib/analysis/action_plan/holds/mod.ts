/** Why an open item stays unscheduled, one reason a file, in the order they are checked. */
import { firstDecision } from "../../rule.ts";
import type { Node } from "../facts.ts";
import { blocked } from "./blocked.ts";
import { capacity } from "./capacity.ts";
import type { Hold, HoldRule, ScheduleState } from "./types.ts";
import { waits } from "./waits.ts";

export type * from "./types.ts";
export { slotOf } from "./slot.ts";

/** The checks, in order: blocked, then waiting for an unscheduled item, then no room. */
export const HOLD_RULES: readonly HoldRule[] = [blocked, waits, capacity];

/** The first hold that applies to the item, or null when it can be placed. */
export function holdOf(node: Node, state: ScheduleState): Hold | null {
  return firstDecision(HOLD_RULES, { node, state })?.value ?? null;
}
