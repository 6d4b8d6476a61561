/** A comparison (by keyword, SERP or draft format) without a table or named criteria. */
import { FAMILY_OF } from "../../serp_evidence/formats.ts";
import type { Facts } from "../facts.ts";
import { pagesOf } from "../facts.ts";
import { COMPARATIVE_KEYWORD, CRITERIA } from "../vocabulary.ts";
import { draftText, pagesWith, pageText } from "./proof.ts";
import type { DraftCheck } from "./types.ts";

/** The draft compares when the keyword asks for it, the SERP is lists and comparisons, or the draft is one. */
function compares(f: Facts): boolean {
  return COMPARATIVE_KEYWORD.test(f.keyword.toLowerCase()) ||
    f.a.dominant_format?.family === "listicle_comparison" ||
    FAMILY_OF[f.draftFormat.format] === "listicle_comparison";
}

export const comparisonCriteria: DraftCheck = {
  id: "comparison_criteria",
  group: "proof_gap",
  method:
    "when the keyword, the SERP's dominant format or the draft compares: the draft has no table and names no criteria (pros and cons, pricing, features, how we tested; per language): high",
  needs: (f) =>
    compares(f) ? null : "does not apply: neither the keyword, the SERP nor the draft compares",
  assess(f) {
    if (f.draft.read.media.tables > 0 || CRITERIA.test(draftText(f).toLowerCase())) return [];
    const urls = pagesWith(
      f,
      (p) => p.media.tables > 0 || CRITERIA.test(pageText(p).toLowerCase()),
    );
    return [{
      group: "proof_gap",
      id: "proof:comparison_without_criteria",
      check: "comparison_criteria",
      kind: "comparison_without_criteria",
      severity: "high",
      title: f.t.criteria.title,
      why: f.t.criteria.why(pagesOf(f, urls.length)),
      fix: f.t.criteria.fix,
      examples: [],
      urls,
      support: urls.length,
    }];
  },
};
