/** CRO check: an H1 of 3+ words that is not a greeting or the brand alone, with a supporting sentence. */
const GENERIC_HEADLINE = /^(welcome|home|hello|hi|willkommen|bienvenue|bienvenido|bem-vindo)\b/;

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
        title: "No H1: the page does not say what it offers",
        evidence: null,
        fix:
          "Open with an H1 that names the outcome the visitor gets (who it is for and what changes).",
      };
    }
    if (h.split(/\s+/).length < 3 || GENERIC_HEADLINE.test(h.toLowerCase())) {
      return {
        title: "The headline does not state a value proposition",
        evidence: h,
        fix: "Replace it with the specific outcome the visitor gets, in their words.",
      };
    }
    if (!f.subheadline) {
      return {
        title: "No supporting sentence under the headline",
        evidence: h,
        fix: "Add one sentence under the H1: for whom, and how it works.",
      };
    }
    return null;
  },
};
