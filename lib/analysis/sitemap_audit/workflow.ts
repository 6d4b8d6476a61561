/** agent_workflow, the implementation checklist and the markdown summary. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
} from "../../agent/workflow.ts";
import { findingsPhrase, fixSteps, skippedNotes } from "../../agent/checks.ts";
import type { Facts } from "./facts.ts";
import type { Finding, SitemapAuditResult } from "./result.ts";
import { agree, plural } from "../../toolkit/prose.ts";

/** What the workflow reads. */
export interface WorkflowFacts {
  f: Facts;
  findings: Finding[];
  skipped: SitemapAuditResult["checks"]["skipped"];
  counts: SitemapAuditResult["severity_counts"];
}

/** The checklist: one step per finding, most severe first. */
export function checklistOf(
  findings: readonly Finding[],
): SitemapAuditResult["implementation_checklist"] {
  return fixSteps(findings);
}

/** The agent workflow of the audit. */
export function buildWorkflow(w: WorkflowFacts): AgentWorkflow {
  const { f, findings, counts } = w;
  const decision = counts.high > 0
    ? "fix_sitemap"
    : findings.length > 0
    ? "clean_up"
    : "sitemap_ok";
  return agentWorkflow({
    decision,
    confidence: confidenceOf(w),
    summary: summaryOf(w, decision),
    recommended_actions: findings.slice(0, 8).map((x) => ({
      action: x.fix,
      priority: x.severity,
      reason: `${x.title}: ${x.why}`,
      ...(x.examples[0] ? { target: x.examples[0].split(": ")[0] } : {}),
    })),
    evidence: evidenceOf(f, counts),
    limitations: limitationsOf(w),
    next_calls: nextCallsOf(f),
  });
}

function summaryOf(w: WorkflowFacts, decision: string): string {
  const { f, findings, counts } = w;
  const what = `${plural(f.entries.length, "URL")} read from ${
    plural(f.files.length, "sitemap file")
  }`;
  if (decision === "sitemap_ok") {
    return `${what}: no defect found by the ${
      w.skipped.length > 0 ? "checks that could run" : "checks"
    }.`;
  }
  const top = findings[0];
  return `${what}: ${findingsPhrase(findings, counts)}. First: ${top.title}.`;
}

/** Confidence: lower when cross-checks could not run or part of an index was left unread. */
function confidenceOf(w: WorkflowFacts): number {
  let c = 0.9;
  c -= 0.05 * w.skipped.length;
  if (w.f.notFetched.length > 0) c -= 0.1;
  if (w.f.files.some((x) => x.error !== null)) c -= 0.1;
  return Math.max(0.4, Math.round(c * 100) / 100);
}

function evidenceOf(f: Facts, counts: WorkflowFacts["counts"]): Evidence[] {
  return [
    { claim: "URLs listed in the sitemaps read", value: f.entries.length, source: "sitemap" },
    { claim: "Sitemap files read", value: f.files.length, source: "files" },
    { claim: "Child sitemaps not read", value: f.notFetched.length, source: "sitemap" },
    { claim: "High-severity findings", value: counts.high, source: "findings" },
    { claim: "Crawled URLs supplied", value: f.crawl.size, source: "crawl_urls" },
  ];
}

function limitationsOf(w: WorkflowFacts): string[] {
  const out = [
    "The sitemap is audited as written: URLs are not fetched one by one; status, indexability and canonicals come from crawl_urls.",
  ];
  out.push(...skippedNotes(w.skipped));
  if (w.f.notFetched.length > 0) {
    out.push(
      `${plural(w.f.notFetched.length, "child sitemap")} ${
        agree(w.f.notFetched.length, "was", "were")
      } not read (max_sitemap_children); their URLs are not in the counts.`,
    );
  }
  return out;
}

/** Audit the child sitemaps left unread, one request each (the first three). */
function nextCallsOf(f: Facts): NextCall[] {
  return f.notFetched.slice(0, 3).map((url) => ({
    endpoint: "/site/sitemap-audit",
    reason: `Audit the child sitemap ${url}, which this run did not read`,
    body: { sitemap_url: url, max_sitemap_children: 0 },
  }));
}

/** The markdown summary. */
export function markdownOf(w: WorkflowFacts, workflow: AgentWorkflow): string {
  return markdownSummary({
    title: "Sitemap audit",
    headline: workflow.summary,
    figures: [
      ["URLs listed", w.f.entries.length],
      ["Sitemap files read", w.f.files.length],
      ["Findings (high / medium / low)", `${w.counts.high} / ${w.counts.medium} / ${w.counts.low}`],
      ...w.findings.slice(0, 5).map((x): [string, string] => [x.id, x.title]),
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 3),
  });
}
