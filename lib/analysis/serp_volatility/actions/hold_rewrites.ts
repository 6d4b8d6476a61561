import type { ActionRule } from "./types.ts";

/** The SERP moved: wait for it to settle before rewriting. */
export const holdRewrites: ActionRule = {
  id: "hold_rewrites",
  method: "when the SERP shifted: hold major rewrites and snapshot again in 3-7 days",
  actions({ o: { shifted, moved } }) {
    if (!shifted || !moved) return [];
    return [{
      action: "Hold major rewrites until the SERP settles; take a new snapshot in 3-7 days",
      priority: "medium",
      reason:
        "Rankings during an update often swing back; changing pages mid-update hides what caused the move",
    }];
  },
};
