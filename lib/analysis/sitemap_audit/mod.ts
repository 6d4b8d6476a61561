/**
 * Sitemap audit: reads the sitemap (and for an index its first child sitemaps), runs each check
 * on what was read and on the supplied crawl data, and returns the findings with a checklist.
 * The fetcher comes in through the context; everything else is pure.
 */
import { runChecks } from "../../agent/checks.ts";
import type { OperationContext } from "../../operations/define.ts";
import { CHECKS } from "./checks/mod.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { SitemapAuditInput } from "./input.ts";
import { loadSitemaps, type SitemapFile } from "./load.ts";
import { methodOf } from "./method.ts";
import type { SitemapAuditResult } from "./result.ts";
import { buildWorkflow, checklistOf, markdownOf } from "./workflow.ts";

export { SitemapAuditResultSchema } from "./result.ts";
export type { SitemapAuditResult } from "./result.ts";
export type { SitemapAuditInput } from "./input.ts";

/** Audits a sitemap against the protocol and the supplied crawl data. */
export async function auditSitemap(
  input: SitemapAuditInput,
  ctx: Pick<OperationContext, "web" | "progress" | "now">,
): Promise<SitemapAuditResult> {
  // Read the sitemap files once; the facts every check reads.
  const loaded = await loadSitemaps(input, ctx);
  const f = factsOf(loaded, input, ctx.now);
  // Run each check that has its data; most severe findings first.
  const { findings, passed, skipped, counts } = runChecks(CHECKS, f);
  // What to do, and what an agent reads.
  const w = { f, findings, skipped, counts };
  const workflow = buildWorkflow(w);
  return {
    sitemap: sitemapSummary(f),
    files: f.files.map(fileSummary),
    findings,
    severity_counts: counts,
    checks: { run: CHECKS.length - skipped.length, passed, skipped },
    implementation_checklist: checklistOf(findings),
    method: methodOf(),
    agent_workflow: workflow,
    markdown_summary: markdownOf(w, workflow),
  };
}

function sitemapSummary(f: Facts): SitemapAuditResult["sitemap"] {
  return {
    url: f.root.url,
    kind: f.root.parsed.kind,
    urls_listed: f.entries.length,
    child_sitemaps: f.root.parsed.sitemaps.length,
    child_sitemaps_read: f.children.length,
    child_sitemaps_not_read: f.notFetched.slice(0, 50),
  };
}

function fileSummary(x: SitemapFile): SitemapAuditResult["files"][number] {
  return {
    url: x.url,
    kind: x.parsed.kind,
    status: x.status,
    content_type: x.contentType,
    bytes: x.bytes,
    gzip: x.gzip,
    entries: x.parsed.total,
    error: x.error,
  };
}
