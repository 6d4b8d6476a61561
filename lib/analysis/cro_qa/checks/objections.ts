/** CRO check: the objections the goal's visitors have are answered (price, risk, security, support, delivery). */
import { GOAL_OBJECTIONS } from "../vocabulary.ts";

const HOW: Record<string, string> = {
  price: "show the price or how it is priced",
  risk_free: "say what the visitor risks (no credit card, cancel anytime, a guarantee)",
  security: "say how data is protected",
  support: "say who helps after signing",
  delivery: "state shipping costs, delivery time and returns",
};

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
      title: `Unanswered objections for ${f.goal}: ${needed.join(", ")}`,
      evidence: null,
      fix: `Answer them near the call to action: ${needed.map((k) => HOW[k]).join("; ")}.`,
    };
  },
};
