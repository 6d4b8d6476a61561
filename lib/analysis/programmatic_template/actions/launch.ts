import type { ActionRule } from "./types.ts";

/** Unless held: launch the pilot, or roll out on the plan's cadence. */
export const launch: ActionRule = {
  id: "launch",
  actions({ r }) {
    const decision = r.launch_decision.decision;
    if (decision === "hold") return [];
    const pilot = r.launch_plan.phases.find((p) => p.name === "pilot");
    return [{
      action: pilot
        ? `Launch a pilot of ${pilot.pages} gated pages and measure indexing for 4-6 weeks`
        : `Roll out on the ${r.launch_plan.cadence} plan, gates enforced`,
      priority: decision === "go" ? "high" : "medium",
      reason: r.launch_decision.reasons.join("; "),
    }];
  },
};
