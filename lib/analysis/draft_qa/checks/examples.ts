/** No concrete example in a draft, when ranking pages give them. */
import { pagesOf } from "../facts.ts";
import { MIN_SUPPORT } from "../thresholds.ts";
import { EXAMPLE } from "../vocabulary.ts";
import { draftText, pagesWith, pageText } from "./proof.ts";
import { type DraftCheck, needsPages } from "./types.ts";

export const examples: DraftCheck = {
  id: "examples",
  group: "proof_gap",
  method:
    `no example marker (for example, such as, case study; per language) in the draft while ${MIN_SUPPORT}+ ranking pages have one (medium)`,
  needs: needsPages,
  assess(f) {
    if (EXAMPLE.test(draftText(f).toLowerCase())) return [];
    const urls = pagesWith(f, (p) => EXAMPLE.test(pageText(p).toLowerCase()));
    if (urls.length < MIN_SUPPORT) return [];
    return [{
      group: "proof_gap",
      id: "proof:no_examples",
      check: "examples",
      kind: "no_examples",
      severity: "medium",
      title: f.t.examples.title,
      why: f.t.examples.why(pagesOf(f, urls.length)),
      fix: f.t.examples.fix,
      examples: [],
      urls,
      support: urls.length,
    }];
  },
};
