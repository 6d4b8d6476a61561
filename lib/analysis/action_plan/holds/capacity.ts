import { slotOf } from "./slot.ts";
import type { HoldRule } from "./types.ts";

/** No week from the earliest possible one to the horizon's end has room for the item. */
export const capacity: HoldRule = {
  id: "capacity",
  hold(node, s) {
    const { earliest, oversized, week } = slotOf(node, s);
    if (week !== 0) return null;
    const { capacity, weeks } = s;
    return {
      kind: "capacity",
      reason: oversized
        ? `Needs a week to itself (effort ${node.effort} > weekly capacity ${capacity}) and no empty week is left from week ${earliest} to ${weeks}.`
        : `Does not fit the ${weeks}-week horizon: weeks ${earliest}-${weeks} have less than ${node.effort} points free (capacity ${capacity}/week).`,
    };
  },
};
