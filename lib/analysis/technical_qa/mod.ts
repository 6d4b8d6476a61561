/**
 * Technical QA of one page: reads it (fetched, HTML or Markdown) and parses it once, runs each
 * check that its input form allows, and returns the findings, a readiness score and a publish
 * checklist. The fetcher comes in through the context; everything else is pure.
 */
import type { OperationContext } from "../../operations/define.ts";
import { CHECKS } from "./checks/mod.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { TechnicalQaInput } from "./input.ts";
import { loadPage } from "./load.ts";
import { methodOf } from "./method.ts";
import { readinessOf } from "./readiness.ts";
import type { Finding, TechnicalQaResult } from "./result.ts";
import * as s from "./summaries.ts";
import { buildWorkflow, checklistOf, markdownOf } from "./workflow.ts";

export { TechnicalQaResultSchema } from "./result.ts";
export type { TechnicalQaResult } from "./result.ts";
export type { TechnicalQaInput } from "./input.ts";

const RANK = { high: 0, medium: 1, low: 2 } as const;

/** Checks one page for what keeps it from being indexed and shown well. */
export async function technicalQa(
  input: TechnicalQaInput,
  ctx: Pick<OperationContext, "web" | "now">,
): Promise<TechnicalQaResult> {
  // Read and parse the page once; the facts every check reads.
  const f = factsOf(await loadPage(input, ctx), input, ctx.now);
  // Run each check its input allows; most severe findings first.
  const { findings, passed, skipped } = runChecks(f);
  const counts = { high: 0, medium: 0, low: 0 };
  for (const x of findings) counts[x.severity]++;
  // Score, band, and what to do.
  const readiness = readinessOf(findings);
  const w = { f, findings, skipped, counts, readiness };
  const workflow = buildWorkflow(w);
  return {
    page: pageSummary(f),
    indexability: s.indexabilityOf(f),
    metadata: s.metadataOf(f),
    canonical: s.canonicalOf(f),
    headings: s.headingsOf(f),
    structured_data: s.structuredDataOf(f),
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

function runChecks(f: Facts) {
  const findings: Finding[] = [];
  const passed: string[] = [];
  const skipped: { id: string; reason: string }[] = [];
  for (const check of CHECKS) {
    const reason = check.needs?.(f) ?? null;
    if (reason) {
      skipped.push({ id: check.id, reason });
      continue;
    }
    const found = check.assess(f);
    if (!found) {
      passed.push(check.id);
      continue;
    }
    const { severity, ...rest } = found;
    findings.push({ id: check.id, severity: severity ?? check.severity, ...rest });
  }
  findings.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  return { findings, passed, skipped };
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
