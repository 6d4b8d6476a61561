import { MOVE_POSITIONS } from "../thresholds.ts";
import { type ActionRule, DECIDES } from "./types.ts";

export const keepTracking: ActionRule = {
  id: "keep_tracking",
  decides: DECIDES,
  when: "the decision is monitor: keep tracking weekly, no content change",
  because:
    "SEO practice: rankings move a little between any two checks; without a loss or a shift, changing content would answer noise",
  decide({ f, o: { owner }, decision }) {
    if (decision !== "monitor") return null;
    return [{
      action: "Keep tracking this SERP weekly; no content change is indicated",
      priority: "low",
      reason: `Score ${f.score} (${f.level}) and ${
        owner ? "your site did not lose" : "no owner was given (`target`), so no page of yours"
      } lost ${MOVE_POSITIONS} or more positions`,
      target: f.keyword,
    }];
  },
};
