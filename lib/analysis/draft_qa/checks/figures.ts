/** A draft that states no figure at all while ranking pages share figures. */
import { pagesOf } from "../facts.ts";
import { MIN_SUPPORT } from "../thresholds.ts";
import { FIGURE } from "../vocabulary.ts";
import { draftText } from "./proof.ts";
import { type DraftCheck, needsPages } from "./types.ts";

export const figures: DraftCheck = {
  id: "figures",
  group: "proof_gap",
  method:
    `no figure (percentages, money, durations, counts) in the draft while ranking pages state figures ${MIN_SUPPORT}+ of them share (medium)`,
  needs: needsPages,
  assess(f) {
    if (FIGURE.test(draftText(f).toLowerCase())) return [];
    const shared = f.a.figures.filter((x) => x.kind !== "year");
    if (shared.length === 0) return [];
    const urls = f.e.pages.map((p) => p.url).filter((u) => shared.some((x) => x.urls.includes(u)));
    return [{
      group: "proof_gap",
      id: "proof:no_figures",
      check: "figures",
      kind: "no_figures",
      severity: "medium",
      title: f.t.figures.title,
      why: f.t.figures.why(pagesOf(f, urls.length)),
      fix: f.t.figures.fix(shared.slice(0, 3).map((x) => x.figure)),
      examples: shared.slice(0, 5).map((x) => x.figure),
      urls,
      support: urls.length,
    }];
  },
};
