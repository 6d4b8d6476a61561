/** CRO check: proof on the page: ratings, reviews, customer numbers, testimonials, case studies, measured results or certifications. */
import { say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

export const proof: CroCheck = {
  id: "proof",
  area: "proof",
  severity: "high",
  method:
    "proof on the page: ratings, reviews, customer numbers, testimonials, case studies, measured results or certifications",
  assess(f) {
    if (f.proof.length > 0) return null;
    const needed = ["purchase", "trial", "demo", "contact_sales"].includes(f.goal);
    if (!needed) return null;
    return {
      title: say(f, "proof.title"),
      evidence: null,
      fix: say(f, "proof.fix"),
    };
  },
};
