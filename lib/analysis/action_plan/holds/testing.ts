/** A schedule state for the hold tests: 2 weeks of 3 points, nothing placed. */
import type { Node } from "../facts.ts";
import type { Placement, ScheduleState } from "./types.ts";

export { node } from "../testing.ts";

export function state(nodes: Node[], over: Partial<ScheduleState> = {}): ScheduleState {
  return {
    nodes,
    placed: new Map<number, Placement>(),
    load: [0, 0, 0],
    capacity: 3,
    weeks: 2,
    ...over,
  };
}
