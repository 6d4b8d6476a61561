/** The draft's format against the format most results share (a list SERP wants a list). */
import { FAMILY_OF } from "../../serp_evidence/formats.ts";
import type { DraftCheck } from "./types.ts";

export const formatMatch: DraftCheck = {
  id: "format_match",
  group: "missing_serp_expectation",
  method:
    "the draft classified by the ranking pages' own format rules (title, URL, headings, structured data); high when at least half the top results share a format family the draft is not",
  needs: (f) =>
    f.a.dominant_format?.clear ? null : "needs a clear format: no family has half the top results",
  assess(f) {
    const d = f.a.dominant_format!;
    if (FAMILY_OF[f.draftFormat.format] === d.family) return [];
    const want = f.t.formats[d.formats[0]];
    return [{
      group: "missing_serp_expectation",
      id: "format",
      check: "format_match",
      kind: "format",
      severity: "high",
      title: f.t.format.title(want, f.t.formats[f.draftFormat.format]),
      why: f.t.format.why(f.t.pagesOf(d.support, f.a.results)),
      fix: f.t.format.fix(want),
      expectation: d.family,
      mentioned_in_draft: false,
      urls: d.urls,
      support: d.support,
    }];
  },
};
