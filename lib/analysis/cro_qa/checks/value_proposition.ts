/** CRO check: an H1 of 3+ words that is not a greeting or the brand alone, with a supporting sentence. */
const GENERIC_HEADLINE = /^(welcome|home|hello|hi|willkommen|bienvenue|bienvenido|bem-vindo)\b/;

import { say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

export const valueProposition: CroCheck = {
  id: "value_proposition",
  area: "value_proposition",
  severity: "high",
  method: "an H1 of 3+ words that is not a greeting or the brand alone, with a supporting sentence",
  assess(f) {
    const h = f.headline?.trim() ?? "";
    if (!h) {
      return {
        title: say(f, "vp.no_h1.title"),
        evidence: null,
        fix: say(f, "vp.no_h1.fix"),
      };
    }
    if (h.split(/\s+/).length < 3 || GENERIC_HEADLINE.test(h.toLowerCase())) {
      return {
        title: say(f, "vp.vague.title"),
        evidence: h,
        fix: say(f, "vp.vague.fix"),
      };
    }
    if (!f.subheadline) {
      return {
        title: say(f, "vp.no_sub.title"),
        evidence: h,
        fix: say(f, "vp.no_sub.fix"),
      };
    }
    return null;
  },
};
