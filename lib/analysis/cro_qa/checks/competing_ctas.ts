/**
 * CRO check: calls to action for three or more different goals compete for the click. A phone,
 * chat or booking link is a secondary path for visitors who prefer to talk, not a competing
 * offer, so it does not count.
 */
import { goalName, say } from "../messages.ts";
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
      title: say(f, "compete.title", {
        n: goals.length,
        goals: goals.map((g) => goalName(f, g)).join(", "),
      }),
      evidence: f.ctas.map((c) => c.text).slice(0, 5).join(" / "),
      fix: say(f, "compete.fix", { goal: goalName(f) }),
    };
  },
};
