/** agent_workflow, the publish checklist and the markdown summary. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
} from "../../agent/workflow.ts";
import { findingsPhrase, fixSteps, skippedNotes } from "../../agent/checks.ts";
import type { Facts } from "./facts.ts";
import { blockingDirectives } from "./checks/is_crawlable.ts";
import type { Readiness } from "./readiness.ts";
import type { Finding, TechnicalQaResult } from "./result.ts";
import { CONFIDENCE } from "./thresholds.ts";

/** What the workflow reads. */
export interface WorkflowFacts {
  f: Facts;
  findings: Finding[];
  skipped: TechnicalQaResult["checks"]["skipped"];
  counts: TechnicalQaResult["severity_counts"];
  readiness: Readiness;
}

const DECISION = { ready: "publish", needs_work: "fix_then_publish", blocked: "blocked" } as const;

/**
 * One step per finding, most severe first, and "request indexing" last when the page is ready
 * and meant for the index (never for a page that keeps itself out with noindex).
 */
export function checklistOf(w: WorkflowFacts): TechnicalQaResult["publish_checklist"] {
  const steps: TechnicalQaResult["publish_checklist"] = fixSteps(w.findings);
  if (w.readiness.band === "ready" && !outOfIndex(w.f)) {
    const where = w.f.url ? ` for ${w.f.url}` : "";
    steps.push({
      step: steps.length + 1,
      action: `${
        w.f.form === "url" ? "" : "Publish the page, then "
      }Request indexing${where} in Search Console (URL Inspection)`,
      priority: "low",
      finding: null,
    });
  }
  return steps;
}

/** The agent workflow of the QA. */
export function buildWorkflow(w: WorkflowFacts): AgentWorkflow {
  const decision = DECISION[w.readiness.band];
  return agentWorkflow({
    decision,
    confidence: Math.max(
      CONFIDENCE.floor,
      CONFIDENCE.base - CONFIDENCE.perSkipped * w.skipped.length,
    ),
    summary: summaryOf(w),
    recommended_actions: w.findings.slice(0, 8).map((x) => ({
      action: x.fix,
      priority: x.severity,
      reason: `${x.title}: ${x.why}`,
      ...(w.f.url ? { target: w.f.url } : {}),
    })),
    evidence: evidenceOf(w),
    limitations: limitationsOf(w),
    next_calls: nextCallsOf(w.f),
  });
}

function summaryOf(w: WorkflowFacts): string {
  const { readiness: r, counts, findings } = w;
  const what = `${w.f.url ?? `The ${w.f.form} page`}: readiness ${r.score}/100 (${r.band})`;
  if (findings.length === 0) return `${what}; no defect found by the checks that ran.`;
  const capped = r.capped_by ? `; blocked by ${r.capped_by}` : "";
  return `${what}${capped}; ${findingsPhrase(findings, counts)}. First: ${findings[0].title}.`;
}

function evidenceOf(w: WorkflowFacts): Evidence[] {
  const p = w.f.page;
  return [
    { claim: "Readiness score", value: w.readiness.score, source: "findings" },
    { claim: "High-severity findings", value: w.counts.high, source: "findings" },
    { claim: "HTTP status", value: w.f.status, source: "fetch" },
    { claim: "Words on the page", value: p.word_count, source: "page" },
    {
      claim: "Crawlable internal links",
      value: p.links.filter((l) => l.crawlable && l.internal === true).length,
      source: "page",
    },
    {
      claim: "Images without alt",
      value: p.images.filter((i) => i.alt_state === "missing").length,
      source: "page",
    },
    { claim: "Checks skipped", value: w.skipped.length, source: "checks" },
  ];
}

function limitationsOf(w: WorkflowFacts): string[] {
  const out = [
    "The HTML is read as served: content added by JavaScript after load is not seen.",
  ];
  if (w.f.form === "markdown") {
    out.push("Markdown input: only headings, links, images and text are checked.");
  }
  out.push(...skippedNotes(w.skipped));
  return out;
}

/**
 * Gone (an error status or a soft 404) or noindexed: not a URL for the sitemap. A robots.txt
 * block is left out: it stops crawling, often by mistake, and the URL may belong in the sitemap.
 */
function outOfIndex(f: Facts): boolean {
  return f.state.kind === "error" || f.state.kind === "soft_404" ||
    (f.form !== "markdown" && blockingDirectives(f).length > 0);
}

/**
 * Audit the site's sitemap when the page's host is known (the only built follow-up that fits). A
 * sitemap lists the URLs a site wants indexed (Search Central, *Build and submit a sitemap*): a
 * live page should be in it, a page that is gone, a soft 404 or noindexed should not.
 */
function nextCallsOf(f: Facts): NextCall[] {
  if (!f.url) return [];
  const host = new URL(f.url).host;
  const sitemap_url = `https://${host}/sitemap.xml`;
  if (outOfIndex(f)) {
    return [{
      endpoint: "/site/sitemap-audit",
      reason:
        `Check that ${host}'s sitemap no longer lists this URL (gone or noindexed) and lists only indexable URLs`,
      body: { sitemap_url },
    }];
  }
  return [{
    endpoint: "/site/sitemap-audit",
    reason: `Check that ${host}'s sitemap lists this page and only indexable URLs`,
    body: { sitemap_url, important_urls: [f.url] },
  }];
}

/** The markdown summary. */
export function markdownOf(w: WorkflowFacts, workflow: AgentWorkflow): string {
  return markdownSummary({
    title: "Technical QA",
    headline: workflow.summary,
    figures: [
      ["Readiness", `${w.readiness.score}/100 (${w.readiness.band})`],
      ["Findings (high / medium / low)", `${w.counts.high} / ${w.counts.medium} / ${w.counts.low}`],
      ["Checks skipped", w.skipped.length],
      ...w.findings.slice(0, 5).map((x): [string, string] => [x.id, x.title]),
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(1, 4),
  });
}
