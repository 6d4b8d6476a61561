/** CRO check: at least one call to action, the first within the first 150 words of the page. */
import { FIRST_CTA_WORDS } from "../thresholds.ts";
import { say } from "../messages.ts";
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
        title: say(f, "cta.none.title"),
        evidence: null,
        fix: say(f, "cta.none.fix"),
      };
    }
    if (first.at !== null && first.at > FIRST_CTA_WORDS) {
      return {
        title: say(f, "cta.late.title", { words: first.at }),
        evidence: first.text,
        fix: say(f, "cta.late.fix"),
      };
    }
    return null;
  },
};
