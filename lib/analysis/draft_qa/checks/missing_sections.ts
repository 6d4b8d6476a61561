/** Sections at least two ranking pages give a heading that no draft heading names. */
import { headingKey } from "../../serp_evidence/headings.ts";
import { normalizeText } from "../../text.ts";
import { draftSectionFor, mentionedInDraft, pagesOf } from "../facts.ts";
import { DEPTHS, MIN_SUPPORT, SHARE } from "../thresholds.ts";
import { type DraftCheck, milder, needsPages } from "./types.ts";

export const missingSections: DraftCheck = {
  id: "missing_sections",
  group: "missing_serp_expectation",
  method:
    `heading clusters (H2/H3) at least ${MIN_SUPPORT} ranking pages share, best supported first (standard ${DEPTHS.standard.sections}, strict ${DEPTHS.strict.sections}), with no draft heading of the same stems: high when at least ${
      SHARE.highSection * 100
    }% of pages read have it, else medium; one level lower when the draft's text covers it without a heading`,
  needs: needsPages,
  assess(f) {
    const kw = normalizeText(f.keyword);
    return f.a.headings
      .filter((h) =>
        h.support >= MIN_SUPPORT && !h.levels.includes(1) && normalizeText(h.heading) !== kw
      )
      .slice(0, DEPTHS[f.depth].sections)
      .flatMap((h) => {
        const keys = [h.heading, ...h.variants].map((x) => headingKey(x, f.lex))
          .filter((k): k is string[] => k !== null);
        if (keys.length === 0 || draftSectionFor(f, keys) !== null) return [];
        const mentioned = mentionedInDraft(f, keys[0]);
        const base = h.share >= SHARE.highSection ? "high" : "medium";
        return [{
          group: "missing_serp_expectation" as const,
          id: `section:${h.id}`,
          check: "missing_sections",
          kind: "section" as const,
          severity: mentioned ? milder(base) : base,
          title: f.t.section.title(h.heading),
          why: f.t.section.why(pagesOf(f, h.support)) + (mentioned ? f.t.section.mentioned : ""),
          fix: f.t.section.fix(h.heading),
          expectation: h.heading,
          mentioned_in_draft: mentioned,
          urls: h.urls,
          support: h.support,
        }];
      });
  },
};
