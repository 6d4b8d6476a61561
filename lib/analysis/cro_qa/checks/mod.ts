/** The CRO checks, in report order: value proposition, calls to action, proof, objections, friction. */
import { formFriction } from "./form_friction.ts";
import { competingCtas } from "./competing_ctas.ts";
import { creditCard } from "./credit_card.ts";
import { ctaClarity } from "./cta_clarity.ts";
import { ctaGoalMatch } from "./cta_goal_match.ts";
import { ctaPresence } from "./cta_presence.ts";
import { linkOverload } from "./link_overload.ts";
import { messageMatch } from "./message_match.ts";
import { objections } from "./objections.ts";
import { popup } from "./popup.ts";
import { proof } from "./proof.ts";
import { valueProposition } from "./value_proposition.ts";
import type { CroCheck } from "./types.ts";

export const CRO_CHECKS: readonly CroCheck[] = [
  valueProposition,
  messageMatch,
  ctaPresence,
  ctaGoalMatch,
  ctaClarity,
  competingCtas,
  proof,
  objections,
  creditCard,
  popup,
  formFriction,
  linkOverload,
];
