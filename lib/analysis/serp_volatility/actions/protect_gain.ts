import { MOVE_POSITIONS } from "../thresholds.ts";
import type { ActionRule } from "./types.ts";

/** The owner entered or rose 3+ positions: keep what it won. */
export const protectGain: ActionRule = {
  id: "protect_gain",
  method: "when the owner entered or rose 3+ positions: keep the page fresh and linked",
  actions({ o: { owner } }) {
    if (!owner) return [];
    if (
      !(owner.status === "entered" || (owner.change !== null && owner.change >= MOVE_POSITIONS))
    ) return [];
    return [{
      action: `Protect the gain of ${owner.domain}: keep the page fresh and linked internally`,
      priority: "low",
      reason: owner.status === "entered"
        ? `It entered at #${owner.last_position}`
        : `It rose from #${owner.first_position} to #${owner.last_position}`,
      target: owner.last_url ?? owner.domain,
    }];
  },
};
