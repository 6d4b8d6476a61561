import type { ActionRule } from "./types.ts";

/** Nothing to act on: keep tracking the SERP. */
export const keepTracking: ActionRule = {
  id: "keep_tracking",
  method: "when the decision is monitor: keep tracking weekly, no content change",
  actions({ f, o: { owner }, decision }) {
    if (decision !== "monitor") return [];
    return [{
      action: "Keep tracking this SERP weekly; no content change is indicated",
      priority: "low",
      reason: `Score ${f.score} (${f.level}) and ${
        owner ? "your site did not lose" : "no owner was given (`target`), so no page of yours"
      } lost 3 or more positions`,
      target: f.keyword,
    }];
  },
};
