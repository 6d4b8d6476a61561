/**
 * Sections at least two ranking sites give a heading in their main content, with prose under it,
 * that no draft heading names. Why: a heading counts as a topic only where competitors wrote
 * under it (Search Quality Rater Guidelines: main content versus supplementary content); a
 * heading in a consent banner, a newsletter box or a list of related links is not one, in any
 * language (`isContentSection` of `serp_evidence/sections.ts`: prose or a list under it, not links). Each item cites the pages
 * and the words they give it.
 */
import type { HeadingCluster } from "../../serp_evidence/result.ts";
import { normalizeText } from "../../../toolkit/text.ts";
import {
  draftSectionFor,
  type Facts,
  mentionedInDraft,
  pagesOf,
  sameSection,
  sectionKey,
} from "../facts.ts";
import { isContentSection } from "../../serp_evidence/sections.ts";
import { DEPTHS, MIN_SUPPORT, SHARE } from "../thresholds.ts";
import { type DraftCheck, milder, needsPages } from "./types.ts";

export const missingSections: DraftCheck = {
  id: "missing_sections",
  group: "missing_serp_expectation",
  method:
    `heading clusters (H2/H3) that at least ${MIN_SUPPORT} ranking sites use in their main content with prose under the heading, best supported first (standard ${DEPTHS.standard.sections}, strict ${DEPTHS.strict.sections}), with no draft heading of the same stems: high when at least ${
      SHARE.highSection * 100
    }% of pages read have it, else medium; one level lower when the draft's text covers it without a heading`,
  needs: needsPages,
  assess(f) {
    const kw = normalizeText(f.keyword);
    return f.a.headings
      .filter((h) => !h.levels.includes(1) && normalizeText(h.heading) !== kw)
      .map((h) => ({ h, keys: keysOf(h, f), covered: coveredBy(f, h) }))
      .filter((x) => x.keys.length > 0 && x.covered.length >= MIN_SUPPORT)
      .slice(0, DEPTHS[f.depth].sections)
      .flatMap(({ h, keys, covered }) => {
        // The draft names it when its heading matches the cluster or any page's own wording.
        const all = [...keys, ...covered.flatMap((c) => c.key ? [c.key] : [])];
        if (draftSectionFor(f, all) !== null) return [];
        const mentioned = mentionedInDraft(f, keys[0]);
        const share = covered.length / Math.max(1, f.a.pages_read);
        const base = share >= SHARE.highSection ? "high" : "medium";
        const words = covered.map((c) => c.words).join(", ");
        return [{
          group: "missing_serp_expectation" as const,
          id: `section:${h.id}`,
          check: "missing_sections",
          kind: "section" as const,
          severity: mentioned ? milder(base) : base,
          title: f.t.section.title(h.heading),
          why: f.t.section.why(pagesOf(f, covered.length)) + ` (${words})` +
            (mentioned ? f.t.section.mentioned : "."),
          fix: f.t.section.fix(h.heading),
          expectation: h.heading,
          mentioned_in_draft: mentioned,
          examples: [],
          urls: covered.map((c) => c.url),
          support: covered.length,
        }];
      });
  },
};

function keysOf(h: HeadingCluster, f: Facts): string[][] {
  return [h.heading, ...h.variants].map((x) => sectionKey(x, f.lex, f.keyword))
    .filter((k): k is string[] => k !== null);
}

/**
 * The cluster's pages whose main content gives it a section with prose under it, one per site,
 * with the words under the heading.
 */
function coveredBy(
  f: Facts,
  h: HeadingCluster,
): { url: string; words: number; key: string[] | null }[] {
  const keys = keysOf(h, f);
  const sites = new Set<string>();
  return h.urls.flatMap((url) => {
    const p = f.e.pages.find((x) => x.url === url);
    if (!p || sites.has(p.domain)) return [];
    const s = p.main_sections.find((m) =>
      isContentSection(m) && keys.some((k) => sameSection(sectionKey(m.text, f.lex, f.keyword), k))
    );
    if (!s) return [];
    sites.add(p.domain);
    return [{ url, words: s.subtree_words, key: sectionKey(s.text, f.lex, f.keyword) }];
  });
}
