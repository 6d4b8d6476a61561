import { slotOf } from "./slot.ts";
import { DECIDES, type HoldRule } from "./types.ts";

export const capacity: HoldRule = {
  id: "capacity",
  decides: DECIDES,
  when:
    "no week from the latest dependency's week to the horizon's end has room for the item (an item larger than weekly_capacity needs an empty week)",
  because:
    "project-planning practice (capacity planning): a week's load stays within the team's capacity; what does not fit the horizon is reported, not squeezed in",
  decide({ node, state }) {
    const { earliest, oversized, week } = slotOf(node, state);
    if (week !== 0) return null;
    const { capacity, weeks } = state;
    return {
      kind: "capacity",
      reason: oversized
        ? `Needs a week to itself (effort ${node.effort} > weekly capacity ${capacity}) and no empty week is left from week ${earliest} to ${weeks}.`
        : `Does not fit the ${weeks}-week horizon: weeks ${earliest}-${weeks} have less than ${node.effort} points free (capacity ${capacity}/week).`,
    };
  },
};
