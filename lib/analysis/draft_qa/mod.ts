/**
 * /content/draft-qa: is a draft ready to publish against what ranks today. Pure: the gathered SERP
 * evidence, the draft as read and `now` come in.
 *
 * Steps: the facts (evidence analysed, draft read by the same ruler, sections matched) -> the
 * checks (SERP expectations, weak sections, proof, title and meta) -> score and verdict ->
 * schema recommendations -> editor tasks -> agent_workflow and report.
 */
import { countByLevel } from "../../agent/workflow.ts";
import type { SerpEvidence } from "../serp_evidence/mod.ts";
import { formatMethod } from "../serp_evidence/formats.ts";
import { schemaRecommendations } from "../serp_outline/schema.ts";
import { CHECKS } from "./checks/mod.ts";
import { runDraftChecks } from "./checks/types.ts";
import type { Draft } from "./draft.ts";
import { type Facts, factsOf } from "./facts.ts";
import { readinessOf, type ReadinessVerdict } from "./readiness.ts";
import type { DraftQaResult, Issue } from "./result.ts";
import { byImpact, editorTasks } from "./tasks.ts";
import { EVIDENCE_CONFIDENCE, marketOf } from "../serp_evidence/workflow.ts";
import { BANDS, DEPTHS, type QaDepth, WEIGHTS } from "./thresholds.ts";
import { draftWorkflow } from "./workflow.ts";

export { DraftQaResultSchema } from "./result.ts";
export type { DraftQaResult } from "./result.ts";
export { readDraft } from "./draft.ts";

/** The request as the QA reads it. */
export interface DraftQaRequest {
  keyword: string;
  target?: string;
  qa_depth: QaDepth;
}

/** QA of one draft against the evidence of its keyword. */
export function draftQa(
  req: DraftQaRequest,
  e: SerpEvidence,
  draft: Draft,
  now: Date,
): DraftQaResult {
  // What every check reads, once.
  const f = factsOf(req, e, draft, now);
  // The checks; issues under the depth's severity floor are left out.
  const { issues, passed, skipped } = runDraftChecks(CHECKS, f);
  // Score and verdict, then what to add to the structured data, then the editor's list.
  const verdict = readinessOf(issues, f);
  const tasks = editorTasks(issues, f.a);
  const core = {
    keyword: f.keyword,
    ...marketOf(e),
    qa_depth: req.qa_depth,
    publish_readiness_score: verdict.score,
    readiness: verdict.readiness,
    readiness_reason: reasonOf(verdict, issues, f),
    draft: draftBlock(f),
    serp: serpBlock(f),
    missing_serp_expectations: only(issues, "missing_serp_expectation"),
    weak_sections: only(issues, "weak_section"),
    proof_gaps: only(issues, "proof_gap"),
    spam_risks: only(issues, "spam_risk"),
    title_meta_issues: only(issues, "title_meta"),
    schema_recommendations: schemaOf(f),
    schema_issues: only(issues, "schema"),
    editor_tasks: tasks,
    severity_counts: countByLevel(issues.map((i) => i.severity)),
    checks: { run: CHECKS.length - skipped.length, passed, skipped },
    method: METHOD,
  };
  return { ...core, ...draftWorkflow(core, f) };
}

/** The verdict's reason, naming the most serious issues when the draft is held back. */
function reasonOf(v: ReadinessVerdict, issues: readonly Issue[], f: Facts): string {
  if (v.readiness === "ready") return v.reason;
  const serious = byImpact(issues).filter((i) => i.severity !== "low").slice(0, 3);
  return serious.length ? `${v.reason}; ${f.t.serious(serious.map((i) => i.title))}` : v.reason;
}

/** The issues of one group, without the group tag. */
function only<G extends Issue["group"]>(
  issues: readonly Issue[],
  group: G,
): Omit<Extract<Issue, { group: G }>, "group">[] {
  return issues.filter((i) => i.group === group)
    .map(({ group: _, ...rest }) => rest) as unknown as Omit<
      Extract<Issue, { group: G }>,
      "group"
    >[];
}

function draftBlock(f: Facts): DraftQaResult["draft"] {
  const p = f.draft.page;
  return {
    input: f.draft.form,
    url: f.draft.url,
    title: p.title_tag,
    meta_description: p.meta_description,
    h1: p.headings.find((h) => h.level === 1)?.text ?? null,
    words: f.draft.words,
    sections: f.draft.sections.map((s) => ({ heading: s.heading, level: s.level, words: s.words })),
    format: f.draftFormat.format,
    media: f.draft.read.media,
  };
}

function serpBlock(f: Facts): DraftQaResult["serp"] {
  return {
    fetched_at: f.e.fetched_at,
    results: f.a.results,
    pages_read: f.a.pages_read,
    basis: f.a.basis,
    failed: f.e.failed,
    dominant_format: f.a.dominant_format,
    page_type: f.pageType.page_type,
    word_count: f.a.word_count,
  };
}

/**
 * The structured data to publish with: the page type's and BreadcrumbList, never FAQPage (see
 * `serp_outline/schema.ts`: Google limited FAQ rich results to well-known government and health
 * sites in August 2023, "Changes to HowTo and FAQ rich results"). A date field is never an editing task: Google's
 * "Help Google Search know the best date for your web page" asks for dateModified to change
 * only with a significant change to the content.
 */
function schemaOf(f: Facts): DraftQaResult["schema_recommendations"] {
  const have = new Set(f.draft.page.json_ld_types);
  return schemaRecommendations(f.pageType.page_type, f.a.schema_types).map((r) => ({
    ...r,
    reason: r.reason +
      (r.recommended_fields.includes("dateModified") ? f.t.schemaNotes.dates : ""),
    in_draft: have.has(r.type),
  }));
}

/** How the QA decides, for `?explain=true`. */
const METHOD = {
  evidence:
    "The top 10 organic results; each page fetched (4 at a time, SSRF-guarded) and parsed once; a page that cannot be read is listed in serp.failed and the limitations. Sandbox SERPs are not fetched: only the draft's own checks run.",
  draft:
    "draft_url fetched once (its failure is the request's error); draft_markdown rendered (front matter title/description as title tag and meta description). Both read as ranking pages are: main content, media, headings; each heading's section is the text up to the next heading of its level.",
  readiness:
    `100 minus ${WEIGHTS.high} per high, ${WEIGHTS.medium} per medium, ${WEIGHTS.low} per low issue (floor 0); not_ready under ${BANDS.needs_work}; ready at ${BANDS.ready}+ (strict ${DEPTHS.strict.readyScore}+) with no high issue and at least one ranking page read; strict also needs no medium issue and lists low issues (standard leaves them out)`,
  formats: formatMethod(),
  confidence: EVIDENCE_CONFIDENCE,
  checks: Object.fromEntries(CHECKS.map((c) => [c.id, c.method])),
};
