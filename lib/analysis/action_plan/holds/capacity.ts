import { slotOf } from "./slot.ts";
import { DECIDES, type HoldRule } from "./types.ts";

export const capacity: HoldRule = {
  id: "capacity",
  decides: DECIDES,
  when:
    "no week from the latest dependency's last week to the horizon's end has room for the item (an item larger than weekly_capacity needs that much free capacity across the weeks left)",
  because:
    "project-planning practice (capacity planning): a week's load stays within the team's capacity; what does not fit the horizon is reported, not squeezed in",
  decide({ node, state }) {
    const { earliest, oversized, week } = slotOf(node, state);
    if (week !== 0) return null;
    const { capacity, weeks } = state;
    return {
      kind: "capacity",
      reason: oversized
        ? `Spills over (effort ${node.effort} > weekly capacity ${capacity}) and weeks ${earliest}-${weeks} have less than ${node.effort} points free in all.`
        : `Does not fit the ${weeks}-week horizon: weeks ${earliest}-${weeks} have less than ${node.effort} points free (capacity ${capacity}/week).`,
    };
  },
};
