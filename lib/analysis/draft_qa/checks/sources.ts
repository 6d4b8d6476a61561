/** No link out and no attribution in a draft, when ranking pages cite theirs. */
import { pagesOf } from "../facts.ts";
import { MIN_SUPPORT } from "../thresholds.ts";
import { CITATION } from "../vocabulary.ts";
import { draftText, outboundLinks, pagesWith, pageText } from "./proof.ts";
import { type DraftCheck, needsPages } from "./types.ts";

export const sources: DraftCheck = {
  id: "sources",
  group: "proof_gap",
  method:
    `no link out of the draft's content and no attribution ("according to", "source:"), while ${MIN_SUPPORT}+ ranking pages link out of their content or attribute (medium)`,
  needs: needsPages,
  assess(f) {
    if (outboundLinks(f.draft.read) > 0 || CITATION.test(draftText(f).toLowerCase())) return [];
    const urls = pagesWith(
      f,
      (p) => outboundLinks(p) > 0 || CITATION.test(pageText(p).toLowerCase()),
    );
    if (urls.length < MIN_SUPPORT) return [];
    return [{
      group: "proof_gap",
      id: "proof:no_sources",
      check: "sources",
      kind: "no_sources",
      severity: "medium",
      title: f.t.sources.title,
      why: f.t.sources.why(pagesOf(f, urls.length)),
      fix: f.t.sources.fix,
      examples: [],
      urls,
      support: urls.length,
    }];
  },
};
