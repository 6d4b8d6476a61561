/** CRO check: the objections the goal's visitors have are answered (price, risk, security, support, delivery). */
import { GOAL_OBJECTIONS } from "../vocabulary.ts";

import { goalName, howTo, objectionName, say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

export const objections: CroCheck = {
  id: "objections",
  area: "objections",
  severity: "medium",
  method:
    "the objections the goal's visitors have are answered (price, risk, security, support, delivery)",
  assess(f) {
    const needed = GOAL_OBJECTIONS[f.goal].filter((k) => !f.objections.some((o) => o.kind === k));
    if (needed.length === 0) return null;
    return {
      title: say(f, "objections.title", {
        goal: goalName(f),
        list: needed.map((k) => objectionName(f, k)).join(", "),
      }),
      evidence: null,
      fix: say(f, "objections.fix", { how: needed.map((k) => howTo(f, k)).join("; ") }),
    };
  },
};
