import { PILOT_WEEKS } from "../thresholds.ts";
import { type ActionRule, DECIDES } from "./types.ts";

export const launch: ActionRule = {
  id: "launch",
  decides: DECIDES,
  when:
    `the decision is go (high) or pilot (medium): launch the plan's pilot phase and measure indexing for ${PILOT_WEEKS.min}-${PILOT_WEEKS.max} weeks, or without one roll out on the plan's cadence`,
  because:
    "SEO practice: publish a large page family in batches and check indexing in Search Console before scaling, so a weak template costs a pilot, not the site",
  decide({ r }) {
    const decision = r.launch_decision.decision;
    if (decision === "hold") return null;
    const pilot = r.launch_plan.phases.find((p) => p.name === "pilot");
    return [{
      action: pilot
        ? `Launch a pilot of ${pilot.pages} gated pages and measure indexing for ${PILOT_WEEKS.min}-${PILOT_WEEKS.max} weeks`
        : `Roll out on the ${r.launch_plan.cadence} plan, gates enforced`,
      priority: decision === "go" ? "high" : "medium",
      reason: r.launch_decision.reasons.join("; "),
    }];
  },
};
