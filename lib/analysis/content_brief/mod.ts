/**
 * /content/brief: a writer-ready brief on the shared SERP evidence. Pure: the gathered evidence
 * and `now` come in.
 *
 * Steps: analyse the evidence -> decide the page type (the SERP's judgement, or the requested
 * type with the evidence against it) -> the facts every part reads -> audience -> SERP
 * expectations -> meta in the keyword's language and the brand voice -> competitor patterns ->
 * differentiators -> proof -> conversion plan -> optional outline -> QA checklist -> where the
 * target ranks -> agent_workflow and report.
 */
import { analyzeSerpEvidence, type SerpEvidence } from "../serp_evidence/mod.ts";
import { formatMethod } from "../serp_evidence/formats.ts";
import { marketOf, serpBlockOf, targetOf } from "../serp_evidence/workflow.ts";
import { audienceOf } from "./audience.ts";
import { conversionPlanOf } from "./conversion.ts";
import { DIFFERENTIATOR_RULES, differentiatorsOf } from "./differentiators.ts";
import { expectationsOf } from "./expectations.ts";
import { type ContentBriefRequest, factsOf } from "./facts.ts";
import { metaOf } from "./meta.ts";
import { outlineOf } from "./outline.ts";
import { decidePageType } from "./page_type.ts";
import { patternsOf } from "./patterns.ts";
import { proofRequirementsOf } from "./proof.ts";
import { qaChecklistOf } from "./qa.ts";
import type { ContentBriefResult } from "./result.ts";
import { SIGNALS } from "./signals.ts";
import { briefWorkflow } from "./workflow.ts";

export { ContentBriefResultSchema } from "./result.ts";
export type { ContentBriefResult } from "./result.ts";
export type { ContentBriefRequest } from "./facts.ts";

/** Builds the brief. */
export function contentBriefOf(
  req: ContentBriefRequest,
  e: SerpEvidence,
  now: Date,
): ContentBriefResult {
  const a = analyzeSerpEvidence(e, { maxHeadingLevel: 3 });
  const pageType = decidePageType(a, req.keyword, req.page_type);
  const f = factsOf(req, e, a, { pageType, now });
  const expectations = expectationsOf(f);
  const meta = metaOf(f, expectations.sections);
  const differentiators = differentiatorsOf(f);
  const proof = proofRequirementsOf(f);
  const conversion = conversionPlanOf(f);
  const outline = req.include_serp_outline ? outlineOf(f, meta.h1) : null;
  const core = {
    keyword: req.keyword,
    ...marketOf(e),
    brand_voice: req.brand_voice,
    brief_depth: req.brief_depth,
    serp: serpBlockOf(e, a),
    page_type: pageType,
    audience: audienceOf(f),
    title_meta: meta,
    serp_expectations: expectations,
    competitor_patterns: patternsOf(f),
    differentiators,
    proof_requirements: proof,
    conversion_plan: conversion,
    qa_checklist: qaChecklistOf(f, {
      market: e.market,
      outline,
      expectations,
      differentiators,
      proof,
      conversion,
    }),
    outline,
    target: targetOf(req.target, e),
    method: METHOD,
  };
  return { ...core, ...briefWorkflow(core, e) };
}

/** How the brief decides, for `?explain=true`. */
const METHOD = {
  evidence:
    "The top 10 organic results; each page fetched (4 at a time, SSRF-guarded) and parsed once; a page that cannot be read is listed in serp.failed and the limitations. Sandbox SERPs are not fetched.",
  page_type:
    "auto: the dominant format family's page type when at least half the top results share it, else the keyword's words. A requested type is kept; when it contradicts a clear dominant format, page_type.conflict gives the evidence.",
  formats: formatMethod(),
  intent:
    "The keyword's modifiers (how to, best, vs, price ...) when it has one; else the intent of the page type that ranks (comparison: commercial; guide, post: informational; landing, tool: transactional).",
  expectations:
    "Sections: heading clusters at least 2 ranking pages use as an H2; media expected when at least half the pages read use it; length: median to 75th percentile of main-content words.",
  patterns: "shared: at least half the pages read show it; varies: some do, most do not.",
  differentiators: DIFFERENTIATOR_RULES.map((r) =>
    `${r.id}: listed when it applies and fewer than half the pages read do it`
  ),
  signals: Object.keys(SIGNALS),
  conversion:
    "Goal by buyer stage and page type in /page/cro-qa's vocabulary: informational readers get a soft next step (download or subscribe) after the answer; money pages take the goal most ranking pages ask for.",
  meta:
    "Titles: the brand voice's frame, then /content/serp-outline's format templates, each within 580 px; descriptions within 920 px; copy in the market's language.",
};
