/**
 * The draft's format against the format most results share (a list SERP wants a list). Editorial
 * formats that differ in name only (a guide, an article, a definition, a news piece: prose under
 * headings) are one choice for a writer: flagging "a guide, not an article" would send them to
 * rewrite a page for nothing. What a writer must change is a different kind of page: a list or a
 * comparison, a product or landing page, a tool, a video, a forum thread.
 */
import { FAMILY_OF } from "../../serp_evidence/formats.ts";
import type { FormatFamily } from "../../serp_evidence/result.ts";
import type { DraftCheck } from "./types.ts";

/** Families a writer produces the same way: prose under headings. */
const EDITORIAL: ReadonlySet<FormatFamily> = new Set(["guide", "article", "definition", "news"]);

/** The kind of page a family asks the writer for. */
function kindOf(family: FormatFamily): string {
  return EDITORIAL.has(family) ? "editorial" : family;
}

export const formatMatch: DraftCheck = {
  id: "format_match",
  group: "missing_serp_expectation",
  method:
    "the draft classified by the ranking pages' own format rules (title, URL, headings, structured data); high when at least half the top results share a format family of another kind than the draft's (guide, article, definition and news count as one editorial kind)",
  needs: (f) =>
    f.a.dominant_format?.clear ? null : "needs a clear format: no family has half the top results",
  assess(f) {
    const d = f.a.dominant_format!;
    if (kindOf(FAMILY_OF[f.draftFormat.format]) === kindOf(d.family)) return [];
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
      examples: [],
      urls: d.urls,
      support: d.support,
    }];
  },
};
