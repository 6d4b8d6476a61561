/**
 * What searchers and Google expect of the page, read from the top results: the format that
 * ranks, the length band, the media most pages use, the sections at least two of them cover
 * (`/content/serp-outline`'s section builder), the questions asked, the key terms and the
 * structured data declared. Each item names its URLs and support.
 */
import { DEPTHS, type OutlineDepth, sectionsOf } from "../serp_outline/sections.ts";
import type { BriefFacts } from "./facts.ts";
import { distinctTerms } from "../serp_evidence/terms.ts";
import type { SerpExpectations } from "./result.ts";

/** Media become expected from this share of the pages read. */
export const EXPECTED_SHARE = 0.5;

/** The outline depth of each brief depth. */
export const OUTLINE_DEPTH: Readonly<Record<"standard" | "detailed", OutlineDepth>> = {
  standard: "standard",
  detailed: "detailed",
};

/** Key terms listed per brief depth. */
const TERMS = { standard: 15, detailed: 25 } as const;

/** The SERP expectations. */
export function expectationsOf(f: BriefFacts): SerpExpectations {
  const a = f.analysis;
  const depth = OUTLINE_DEPTH[f.request.brief_depth];
  const sections = sectionsOf(a, depth, f.keyword)
    .filter((s) => s.source === "competitor_headings")
    .map((s) => ({ heading: s.heading, variants: s.variants, urls: s.urls, support: s.support }));
  return {
    format: a.dominant_format,
    formats: a.formats,
    length: a.word_count,
    media: a.media.map((m) => ({ ...m, expected: a.pages_read > 0 && m.share >= EXPECTED_SHARE })),
    sections,
    questions: a.questions.slice(0, DEPTHS[depth].questions),
    key_terms: distinctTerms(
      [...a.phrases, ...a.terms]
        .sort((x, y) => y.support - x.support || x.term.localeCompare(y.term)),
    ).slice(0, TERMS[f.request.brief_depth]),
    schema_types: a.schema_types,
  };
}
