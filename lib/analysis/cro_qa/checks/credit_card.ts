/** CRO check: a trial or signup that asks for a credit card up front. */
import type { CroCheck } from "./types.ts";

export const creditCard: CroCheck = {
  id: "credit_card",
  area: "friction",
  severity: "medium",
  method: "a trial or signup that asks for a credit card up front",
  assess(f) {
    if (f.goal !== "trial" && f.goal !== "signup") return null;
    const m =
      /\b(credit card required|card required|requires a credit card|kreditkarte erforderlich)\b/i
        .exec(f.page.text);
    if (!m) return null;
    return {
      title: "The trial asks for a credit card up front",
      evidence: m[0],
      fix:
        "Test a trial without a card, or say plainly when the card is charged and how to cancel.",
    };
  },
};
