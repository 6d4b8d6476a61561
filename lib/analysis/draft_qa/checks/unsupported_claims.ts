/** Sentences that claim (best, faster, reduces, proven ...) with no figure, source or example in them. */
import { CITATION, CLAIM, EXAMPLE, FIGURE, sentencesOf } from "../vocabulary.ts";
import { CLAIMS_MEDIUM } from "../thresholds.ts";
import type { DraftCheck } from "./types.ts";
import { draftText } from "./proof.ts";

export const unsupportedClaims: DraftCheck = {
  id: "unsupported_claims",
  group: "proof_gap",
  method:
    `sentences with claim words (best, faster, reduces, proven; per language) and no figure, citation or example in the same sentence: ${CLAIMS_MEDIUM}+ medium, fewer low`,
  assess(f) {
    const claims = sentencesOf(draftText(f)).filter((s) => {
      const l = s.toLowerCase();
      return CLAIM.test(l) && !FIGURE.test(l) && !CITATION.test(l) && !EXAMPLE.test(l);
    });
    if (claims.length === 0) return [];
    return [{
      group: "proof_gap",
      id: "proof:unsupported_claims",
      check: "unsupported_claims",
      kind: "unsupported_claims",
      severity: claims.length >= CLAIMS_MEDIUM ? "medium" : "low",
      title: f.t.claims.title(claims.length),
      why: f.t.claims.why,
      fix: f.t.claims.fix,
      examples: claims.slice(0, 5).map((s) => s.slice(0, 200)),
      urls: [],
      support: 0,
    }];
  },
};
