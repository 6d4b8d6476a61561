/**
 * CRO check: calls to action for three or more different goals compete for the click. A phone,
 * chat or booking link is a secondary path for visitors who prefer to talk, not a competing
 * offer, so it does not count.
 */
import type { CroCheck } from "./types.ts";

export const competingCtas: CroCheck = {
  id: "competing_ctas",
  area: "cta",
  severity: "medium",
  method: "calls to action for three or more different goals compete for the click",
  assess(f) {
    const goals = [
      ...new Set(
        f.ctas.flatMap((c) => (c.goal && c.goal !== "learn_more" && !c.contact ? [c.goal] : [])),
      ),
    ];
    if (goals.length < 3) return null;
    return {
      title: `Calls to action for ${goals.length} different goals compete (${goals.join(", ")})`,
      evidence: f.ctas.map((c) => c.text).slice(0, 5).join(" / "),
      fix: `Keep one primary action (${f.goal}); make the others secondary links or remove them.`,
    };
  },
};
