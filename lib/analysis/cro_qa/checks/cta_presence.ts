/** CRO check: at least one call to action, the first within the first 150 words of the page. */
import { FIRST_CTA_WORDS } from "../thresholds.ts";
import type { CroCheck } from "./types.ts";

export const ctaPresence: CroCheck = {
  id: "cta_presence",
  area: "cta",
  severity: "high",
  method: "at least one call to action, the first within the first 150 words of the page",
  assess(f) {
    const first = f.ctas[0];
    if (!first) {
      return {
        title: "No call to action on the page",
        evidence: null,
        fix:
          "Add a button for the conversion goal right under the headline and again after the proof.",
      };
    }
    if (first.at !== null && first.at > FIRST_CTA_WORDS) {
      return {
        title: `The first call to action comes after ${first.at} words`,
        evidence: first.text,
        fix: "Put a call to action in the first screen, under the headline.",
      };
    }
    return null;
  },
};
