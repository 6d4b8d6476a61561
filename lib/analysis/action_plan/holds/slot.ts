/** The weeks an item goes in: from its latest dependency's last week, where there is room. */
import type { Node } from "../facts.ts";
import { EPSILON } from "../thresholds.ts";
import type { ScheduleState } from "./types.ts";

/** Where an item can go; `week` is 0 when the horizon has no room for it. */
export interface Slot {
  earliest: number;
  oversized: boolean;
  /** The week it starts. */
  week: number;
  /** The effort it takes in each week it spans, in order (one entry unless oversized). */
  parts: [week: number, effort: number][];
}

/**
 * The first week from the latest dependency's last week with enough free capacity. An item
 * larger than the weekly capacity spills over: it starts in the first week with free capacity
 * and fills the free capacity of the weeks after it until its effort is covered, so no week is
 * ever loaded past the team's capacity (capacity planning practice: work is spread, not
 * crammed). Every dependency must already be placed.
 */
export function slotOf(node: Node, s: ScheduleState): Slot {
  const earliest = Math.max(1, ...node.deps.map((d) => s.placed.get(d)!.endWeek));
  const oversized = node.effort > s.capacity + EPSILON;
  const free = (w: number) => Math.max(0, s.capacity - s.load[w]);
  if (!oversized) {
    for (let w = earliest; w <= s.weeks; w++) {
      if (s.load[w] + node.effort <= s.capacity + EPSILON) {
        return { earliest, oversized, week: w, parts: [[w, node.effort]] };
      }
    }
    return { earliest, oversized, week: 0, parts: [] };
  }
  for (let start = earliest; start <= s.weeks; start++) {
    if (free(start) <= EPSILON) continue;
    const parts: [number, number][] = [];
    let left = node.effort;
    for (let w = start; w <= s.weeks && left > EPSILON; w++) {
      const take = Math.min(left, free(w));
      if (take > EPSILON) parts.push([w, take]);
      left -= take;
    }
    return left > EPSILON
      ? { earliest, oversized, week: 0, parts: [] }
      : { earliest, oversized, week: start, parts };
  }
  return { earliest, oversized, week: 0, parts: [] };
}
