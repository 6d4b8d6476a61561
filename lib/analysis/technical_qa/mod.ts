/**
 * Technical QA of one page: reads it (fetched, HTML or Markdown) and parses it once, runs each
 * check that its input form allows, and returns the findings, a readiness score and a publish
 * checklist. The fetcher comes in through the context; everything else is pure.
 */
import { runChecks } from "../../agent/checks.ts";
import type { OperationContext } from "../../operations/define.ts";
import { CHECKS } from "./checks/mod.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { TechnicalQaInput } from "./input.ts";
import { loadPage, withRender } from "./load.ts";
import { readPageMarkup } from "../understanding/rich_results/page_markup.ts";
import { methodOf } from "./method.ts";
import { readinessOf } from "./readiness.ts";
import type { TechnicalQaResult } from "./result.ts";
import * as s from "./summaries.ts";
import { buildWorkflow, checklistOf, markdownOf } from "./workflow.ts";

export { TechnicalQaResultSchema } from "./result.ts";
export type { TechnicalQaResult } from "./result.ts";
export type { TechnicalQaInput } from "./input.ts";

/** Checks one page for what keeps it from being indexed and shown well. */
export async function technicalQa(
  input: TechnicalQaInput,
  ctx: Pick<OperationContext, "web" | "now" | "render">,
): Promise<TechnicalQaResult> {
  // Read and parse the page once, validate its own markup; the facts every check reads.
  const loaded = await withRender(await loadPage(input, ctx), ctx);
  const markup = await readPageMarkup(loaded.page, loaded.html);
  const f = factsOf(loaded, input, ctx.now, markup);
  // Run each check its input allows; most severe findings first.
  const { findings, passed, skipped, counts } = runChecks(CHECKS, f);
  // Score, band, and what to do.
  const readiness = readinessOf(findings, f.state.kind === "error");
  const w = { f, findings, skipped, counts, readiness };
  const workflow = buildWorkflow(w);
  return {
    page: pageSummary(f),
    indexability: s.indexabilityOf(f),
    metadata: s.metadataOf(f),
    canonical: s.canonicalOf(f),
    headings: s.headingsOf(f),
    structured_data: s.structuredDataOf(f),
    rendering: s.renderingOf(f),
    internal_links: s.internalLinksOf(f),
    image_alt: s.imageAltOf(f),
    findings,
    severity_counts: counts,
    readiness_score: readiness.score,
    readiness_band: readiness.band,
    publish_checklist: checklistOf(w),
    checks: { run: CHECKS.length - skipped.length, passed, skipped },
    method: methodOf(),
    agent_workflow: workflow,
    markdown_summary: markdownOf(w, workflow),
  };
}

function pageSummary(f: Facts): TechnicalQaResult["page"] {
  return {
    input: f.form,
    url: f.url,
    status: f.status,
    redirects: f.redirects,
    content_type: f.content_type,
    page_type: f.page_type.type,
    word_count: f.page.word_count,
  };
}
