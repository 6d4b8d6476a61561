/** CRO check: no call to action worded generically (Submit, Click here, Go). */
import { GENERIC_CTA } from "../vocabulary.ts";
import { say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

export const ctaClarity: CroCheck = {
  id: "cta_clarity",
  area: "cta",
  severity: "medium",
  method: "no call to action worded generically (Submit, Click here, Go)",
  assess(f) {
    const generic = f.ctas.find((c) => GENERIC_CTA.test(c.text.trim().toLowerCase()));
    if (!generic) return null;
    return {
      title: say(f, "clarity.title", { text: generic.text }),
      evidence: generic.text,
      fix: say(f, "clarity.fix"),
    };
  },
};
