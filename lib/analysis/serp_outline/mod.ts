/**
 * /content/serp-outline: an outline built from what currently ranks, on the shared SERP
 * evidence. Pure: the gathered evidence and `now` come in.
 *
 * Steps: analyse the evidence -> choose the page type (the dominant format) -> title options
 * in the keyword's language -> H2 sections from shared headings -> questions -> schema ->
 * checklist -> where the target ranks -> agent_workflow and report.
 */
import {
  analyzeSerpEvidence,
  recommendedPageType,
  type SerpEvidence,
  type SerpEvidenceAnalysis,
} from "../serp_evidence/mod.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { titleCaseKeyword } from "../title_meta/phrases.ts";
import { checklistOf } from "./checklist.ts";
import type { SerpOutlineResult } from "./result.ts";
import { schemaRecommendations } from "./schema.ts";
import { DEPTHS, MIN_SUPPORT, type OutlineDepth, sectionsOf } from "./sections.ts";
import { titleOptions } from "./titles.ts";
import { outlineWorkflow } from "./workflow.ts";
import {
  EVIDENCE_CONFIDENCE,
  marketOf,
  serpBlockOf,
  targetOf,
  THIN_AGREEMENT,
  UNCLEAR_FORMAT,
} from "../serp_evidence/workflow.ts";
import { formatMethod } from "../serp_evidence/formats.ts";

export { SerpOutlineResultSchema } from "./result.ts";
export type { SerpOutlineResult } from "./result.ts";

/** The request as the outline reads it. */
export interface SerpOutlineRequest {
  keyword: string;
  target?: string;
  outline_depth: OutlineDepth;
  include_title_options: boolean;
}

/** Builds the outline. */
export function serpOutline(
  req: SerpOutlineRequest,
  e: SerpEvidence,
  now: Date,
): SerpOutlineResult {
  const a = analyzeSerpEvidence(e, { maxHeadingLevel: 3 });
  const choice = recommendedPageType(a, req.keyword);
  const sections = sectionsOf(a, req.outline_depth, req.keyword);
  const questions = a.questions
    .filter((q) => !sections.some((s) => normalizeText(s.heading) === normalizeText(q.question)))
    .slice(0, DEPTHS[req.outline_depth].questions);
  const schema = schemaRecommendations(choice.page_type, a.schema_types);
  const titles = titleOptions({
    keyword: req.keyword,
    language: e.market.language_code,
    year: now.getUTCFullYear(),
    dominant: a.dominant_format,
    top: e.top,
  });
  const core = {
    keyword: req.keyword,
    ...marketOf(e),
    outline_depth: req.outline_depth,
    serp: serpBlock(e, a),
    page_type: choice.page_type,
    page_type_reason: choice.reason,
    title_options: req.include_title_options ? titles : [],
    h1: titles.find((t) => t.pattern !== "plain")?.text.replace(/\s*\(\d{4}\)\s*$/, "") ??
      titleCaseKeyword(req.keyword, e.market.language_code),
    sections,
    questions,
    key_terms: [...a.phrases.slice(0, 10), ...a.terms.slice(0, 10)],
    entities: a.entities,
    schema_recommendations: schema,
    validation_checklist: checklistOf({
      keyword: req.keyword,
      analysis: a,
      sections,
      questions: questions.length,
      schema,
    }),
    target: targetOf(req.target, e),
    method: METHOD,
  };
  return { ...core, ...outlineWorkflow(core, e) };
}

/** What the SERP step found, in the result. */
function serpBlock(e: SerpEvidence, a: SerpEvidenceAnalysis): SerpOutlineResult["serp"] {
  return {
    ...serpBlockOf(e, a),
    dominant_format: a.dominant_format,
    word_count: a.word_count,
    media: a.media,
  };
}

/** How the outline decides, for `?explain=true`. */
const METHOD = {
  evidence:
    "The top 10 organic results; each page fetched (4 at a time, SSRF-guarded) and parsed once; a page that cannot be read is listed in serp.failed and the limitations. Sandbox SERPs are not fetched.",
  sections:
    `Heading clusters (normalised, stemmed in the keyword's language, "What is X" = "X explained") used as an H2 by at least ${MIN_SUPPORT} ranking pages, the best supported kept and ordered as competitors place them; then questions. Counts per outline_depth: ${
      Object.entries(DEPTHS).map(([k, v]) => `${k} ${v.sections}`).join(", ")
    }; detailed adds up to ${DEPTHS.detailed.subsections} H3s per section.`,
  page_type:
    "The dominant format family's page type when at least half the top results share it, else the keyword's own words.",
  formats: formatMethod(),
  title_options:
    "Templates of the dominant format in the keyword's language; options wider than 580 px are left out, never cut.",
  confidence: {
    ...EVIDENCE_CONFIDENCE,
    unclearFormat: UNCLEAR_FORMAT,
    thinAgreement: THIN_AGREEMENT,
  },
};
