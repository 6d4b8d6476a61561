/**
 * The H2 sections: heading clusters at least two ranking pages share, in the order competitors
 * place them; then, when fewer than the depth asks for, the best-supported questions. Nothing is
 * invented: every section names the ranking URLs it came from.
 */
import { normalizeText } from "../../toolkit/text.ts";
import type { HeadingCluster, Question, SerpEvidenceAnalysis } from "../serp_evidence/result.ts";
import type { Section } from "./result.ts";
import { sectionConfidence } from "../serp_evidence/section_confidence.ts";

/** What each `outline_depth` asks for. */
export const DEPTHS = {
  brief: { sections: 5, questions: 5, subsections: 0 },
  standard: { sections: 8, questions: 8, subsections: 0 },
  detailed: { sections: 12, questions: 12, subsections: 4 },
} as const;

export type OutlineDepth = keyof typeof DEPTHS;

/** A heading cluster becomes a section when this many ranking pages share it. */
export const MIN_SUPPORT = 2;

/** The outline's H2 sections. */
export function sectionsOf(
  a: SerpEvidenceAnalysis,
  depth: OutlineDepth,
  keyword: string,
): Section[] {
  const want = DEPTHS[depth];
  const fromHeadings = a.headings
    .filter((h) => isSectionCluster(h, keyword))
    .slice(0, want.sections)
    .map((h) => sectionOfCluster(h, a.headings, want.subsections));
  const room = want.sections - fromHeadings.length;
  const fromQuestions = a.questions
    .filter((q) => !fromHeadings.some((s) => sameText(s.heading, q.question)))
    .slice(0, Math.max(0, room))
    .map(sectionOfQuestion);
  return [...fromHeadings.sort((x, y) => x.order - y.order), ...fromQuestions];
}

/** A shared H2-level heading that is not the page's H1 restated. */
function isSectionCluster(h: HeadingCluster, keyword: string): boolean {
  if (h.support < MIN_SUPPORT || !h.levels.includes(2)) return false;
  return !(h.levels.length === 1 && sameText(h.heading, keyword));
}

/** A section from a heading cluster, with its H3s when the depth asks for them. */
function sectionOfCluster(
  h: HeadingCluster,
  all: readonly HeadingCluster[],
  subsections: number,
): Section {
  const subs = subsections === 0 ? [] : all
    .filter((c) => c.parent === h.id && c.support >= MIN_SUPPORT && c.levels.includes(3))
    .slice(0, subsections)
    .map((c) => ({ heading: c.heading, urls: c.urls, support: c.support }));
  return {
    heading: h.heading,
    source: "competitor_headings",
    variants: h.variants,
    order: h.order,
    subsections: subs,
    urls: h.urls,
    support: h.support,
    coverage: h.coverage,
    confidence: sectionConfidence(h),
  };
}

/** A section answering a question the ranking pages or People also ask raise. */
function sectionOfQuestion(q: Question): Section {
  return {
    heading: q.question,
    source: "question",
    variants: [],
    order: 1,
    subsections: [],
    urls: q.urls,
    support: q.support,
    coverage: [],
    confidence: Math.round(Math.min(0.8, 0.4 + (paaOf(q) ? 0.2 : 0) + 0.1 * q.support) * 100) / 100,
  };
}

function paaOf(q: Question): boolean {
  return q.sources.includes("people_also_ask");
}

function sameText(a: string, b: string): boolean {
  return normalizeText(a) === normalizeText(b);
}
