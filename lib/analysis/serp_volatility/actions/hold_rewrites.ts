import { RESNAPSHOT_DAYS } from "../thresholds.ts";
import { type ActionRule, DECIDES } from "./types.ts";

const days = `${RESNAPSHOT_DAYS.min}-${RESNAPSHOT_DAYS.max} days`;

export const holdRewrites: ActionRule = {
  id: "hold_rewrites",
  decides: DECIDES,
  when: `the SERP shifted: hold major rewrites and snapshot again in ${days}`,
  because:
    "rankings during an update often swing back, and Google advises assessing a drop only after the update has finished (Google Search Central, core updates); changing pages mid-update hides what caused the move",
  decide({ o: { shifted, moved } }) {
    if (!shifted || !moved) return null;
    return [{
      action: `Hold major rewrites until the SERP settles; take a new snapshot in ${days}`,
      priority: "medium",
      reason:
        "Rankings during an update often swing back; changing pages mid-update hides what caused the move",
    }];
  },
};
