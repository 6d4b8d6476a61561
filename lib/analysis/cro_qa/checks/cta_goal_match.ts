/** CRO check: at least one call to action worded for the conversion goal. */
import { alternativesFor } from "../alternatives.ts";
import { goalName, say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

export const ctaGoalMatch: CroCheck = {
  id: "cta_goal_match",
  area: "cta",
  severity: "high",
  method: "at least one call to action worded for the conversion goal",
  assess(f) {
    if (f.ctas.length === 0 || f.ctas.some((c) => c.goal === f.goal)) return null;
    return {
      title: say(f, "goal.title", { goal: goalName(f) }),
      evidence: f.ctas.map((c) => c.text).slice(0, 3).join(" / "),
      fix: say(f, "goal.fix", { example: alternativesFor(f)[0] }),
    };
  },
};
