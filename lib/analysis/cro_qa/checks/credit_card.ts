/**
 * CRO check: a trial or signup that asks for a credit card up front. Negated phrases ("no credit
 * card required", "sin tarjeta de crédito", "keine Kreditkarte") are reassurance, never friction.
 */
import { affirmedMatch } from "../../understanding/negation.ts";
import { say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

/** "A card is required", in the languages the review reads. */
const CARD_REQUIRED =
  /\b(credit card required|card required|requires a credit card|credit card needed|kreditkarte (erforderlich|nötig|notwendig)|tarjeta de crédito (obligatoria|requerida|necesaria)|carte bancaire (requise|obligatoire|nécessaire)|cartão de crédito (obrigatório|necessário)|carta di credito (obbligatoria|richiesta))\b/iu;

export const creditCard: CroCheck = {
  id: "credit_card",
  area: "friction",
  severity: "medium",
  method: "a trial or signup that asks for a credit card up front",
  assess(f) {
    if (f.goal !== "trial" && f.goal !== "signup") return null;
    const m = affirmedMatch(f.page.text, CARD_REQUIRED);
    if (!m) return null;
    return {
      title: say(f, "card.title"),
      evidence: m[0],
      fix: say(f, "card.fix"),
    };
  },
};
