/** The draft's length against the main-content word band of the pages that rank. */
import { LENGTH } from "../thresholds.ts";
import { type DraftCheck, needsPages } from "./types.ts";

export const lengthBand: DraftCheck = {
  id: "length_band",
  group: "missing_serp_expectation",
  method:
    `draft words against the ranking pages' band (median to 75th percentile): below ${LENGTH.high} x the median high, below ${LENGTH.medium} x the band's lower end medium, below it low; needs 2 pages with content`,
  needs: (f) =>
    needsPages(f) ?? (f.a.word_count.pages < 2 ? "needs 2 ranking pages with content" : null),
  assess(f) {
    const band = f.a.word_count;
    const target = band.target!;
    const w = f.draft.words;
    if (w >= target.min) return [];
    const severity = w < LENGTH.high * band.median!
      ? "high"
      : w < LENGTH.medium * target.min
      ? "medium"
      : "low";
    const urls = f.e.pages.filter((p) => p.main_words >= target.min).map((p) => p.url);
    return [{
      group: "missing_serp_expectation",
      id: "length",
      check: "length_band",
      kind: "length",
      severity,
      title: f.t.length.title(w, target.min, target.max),
      why: f.t.length.why(band.median!),
      fix: f.t.length.fix(target.min),
      expectation: `${target.min}-${target.max}`,
      mentioned_in_draft: false,
      examples: [],
      urls,
      support: urls.length,
    }];
  },
};
