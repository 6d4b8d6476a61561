/** The week an item goes in: the first from its latest dependency's week with room. */
import type { Node } from "../facts.ts";
import { EPSILON } from "../thresholds.ts";
import type { ScheduleState } from "./types.ts";

/** Where an item can go; `week` is 0 when no week in the horizon has room. */
export interface Slot {
  earliest: number;
  oversized: boolean;
  week: number;
}

/**
 * The first week from the latest dependency's week with enough free capacity; an item larger
 * than the weekly capacity needs an empty week. Every dependency must already be placed.
 */
export function slotOf(node: Node, s: ScheduleState): Slot {
  const earliest = Math.max(1, ...node.deps.map((d) => s.placed.get(d)!.week));
  const oversized = node.effort > s.capacity + EPSILON;
  let week = 0;
  for (let w = earliest; w <= s.weeks && week === 0; w++) {
    if (s.closed[w]) continue;
    if (oversized ? s.load[w] === 0 : s.load[w] + node.effort <= s.capacity + EPSILON) week = w;
  }
  return { earliest, oversized, week };
}
