/** CRO check: proof on the page: ratings, reviews, customer numbers, testimonials, case studies, measured results or certifications. */
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
      title: "No proof that the offer works",
      evidence: null,
      fix:
        "Add proof next to the call to action: a rating with its review count, customer numbers, or a testimonial with a name and role.",
    };
  },
};
