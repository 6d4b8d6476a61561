/**
 * The optional outline (`include_serp_outline`): `/content/serp-outline`'s own builders (H2
 * sections from shared headings, then questions; schema from the schema plan) for the page type
 * briefed; `brief_depth: detailed` adds H3s and a writing note per section.
 */
import { normalizeText } from "../../toolkit/text.ts";
import { schemaRecommendations } from "../serp_outline/schema.ts";
import { DEPTHS, sectionsOf } from "../serp_outline/sections.ts";
import type { Section } from "../serp_outline/result.ts";
import type { BriefFacts } from "./facts.ts";
import { OUTLINE_DEPTH } from "./expectations.ts";
import type { BriefOutline } from "./result.ts";

/** The outline of the page. */
export function outlineOf(f: BriefFacts, h1: string): BriefOutline {
  const depth = OUTLINE_DEPTH[f.request.brief_depth];
  const sections = sectionsOf(f.analysis, depth, f.keyword);
  const questions = f.analysis.questions
    .filter((q) => !sections.some((s) => normalizeText(s.heading) === normalizeText(q.question)))
    .slice(0, DEPTHS[depth].questions);
  const detailed = f.request.brief_depth === "detailed";
  return {
    h1,
    sections: sections.map((s) => ({ ...s, notes: detailed ? notesOf(f, s) : [] })),
    questions,
    schema_recommendations: schemaRecommendations(f.pageType.page_type, f.analysis.schema_types),
  };
}

/** What the writer should know about one section. */
function notesOf(f: BriefFacts, s: Section): string[] {
  const read = f.analysis.pages_read;
  const out = [
    s.source === "question"
      ? `Answer it in 2-3 sentences first, then expand: ${
        s.support > 0 ? `${s.support} ranking pages ask it` : "People also ask raises it"
      }`
      : `Covered by ${s.support} of ${read} ranking pages read; ${placeOf(s.order)}`,
  ];
  if (s.variants.length > 0) out.push(`Competitors also call it: ${s.variants.join("; ")}`);
  const terms = f.analysis.terms
    .filter((t) => !t.in_keyword && t.urls.some((u) => s.urls.includes(u)))
    .slice(0, 5)
    .map((t) => t.term);
  if (terms.length > 0) out.push(`Terms those pages use: ${terms.join(", ")}`);
  return out;
}

function placeOf(order: number): string {
  return order < 0.34
    ? "competitors put it early"
    : order < 0.67
    ? "competitors put it mid-page"
    : "competitors put it late";
}
