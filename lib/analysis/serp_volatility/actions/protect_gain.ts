import { MOVE_POSITIONS } from "../thresholds.ts";
import { type ActionRule, DECIDES } from "./types.ts";

export const protectGain: ActionRule = {
  id: "protect_gain",
  decides: DECIDES,
  when: `the owner entered or rose ${MOVE_POSITIONS}+ positions: keep the page fresh and linked`,
  because:
    "SEO practice: a gain is kept by keeping the page current; links help Google find pages and judge their relevance (Google Search Central, link best practices)",
  decide({ o: { owner } }) {
    if (!owner) return null;
    if (
      !(owner.status === "entered" || (owner.change !== null && owner.change >= MOVE_POSITIONS))
    ) return null;
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
