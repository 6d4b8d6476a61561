/**
 * Referring domains and linked pages of a target, from the provider, each with the action its
 * signals call for (see judge.ts), most urgent first in the workflow.
 */
import {
  type AgentWorkflow,
  agentWorkflow,
  countByLevel,
  type Level,
  LEVEL_RANK,
  markdownSummary,
} from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type {
  BacklinksDomainPagesRequest,
  BacklinksReferringDomainsRequest,
  LinkProfile,
} from "../../providers/provider.ts";
import { judgeRow, THRESHOLDS } from "./judge.ts";
import type { DomainPagesResult, ReferringDomainsResult } from "./result.ts";

export { DomainPagesResultSchema, ReferringDomainsResultSchema } from "./result.ts";

type Ctx = Pick<OperationContext, "provider" | "signal">;

const METHOD = {
  priority:
    "high: a linked page that no longer answers, broken links from a strong source (rank >= 50/100), spam score >= 60, or lost links from a strong source; medium: other broken or lost links, spam >= 40, strong sources to protect; low: nothing to do",
  thresholds: THRESHOLDS,
};

function base(lp: LinkProfile) {
  return {
    rank: lp.rank,
    backlinks: lp.backlinks,
    referring_domains: lp.referring_domains,
    referring_pages: lp.referring_pages,
    spam_score: lp.backlinks_spam_score,
    broken_backlinks: lp.broken_backlinks,
    first_seen: lp.first_seen,
    lost_date: lp.lost_date,
  };
}

function counts(rows: readonly { priority: Level }[]) {
  return countByLevel(rows.map((r) => r.priority));
}

/** Referring domains with their action priority. */
export async function analyzeReferringDomains(
  req: BacklinksReferringDomainsRequest,
  ctx: Ctx,
): Promise<ReferringDomainsResult> {
  const answer = await ctx.provider.backlinksReferringDomains(req, { signal: ctx.signal });
  const domains = answer.rows.map((d) => ({
    domain: d.domain,
    ...base(d),
    ...judgeRow(d, req.rank_scale, d.domain),
  }));
  const r = {
    target: req.target,
    data_source: answer.provider,
    total_count: answer.total_count,
    by_priority: counts(domains),
    domains,
    method: METHOD,
  };
  return {
    ...r,
    ...workflowOf(
      r.target,
      r.data_source,
      domains.map((d) => ({ ...d, name: d.domain })),
      "referring domains",
    ),
  };
}

/** Linked pages of a domain with their action priority. */
export async function analyzeDomainPages(
  req: BacklinksDomainPagesRequest,
  ctx: Ctx,
): Promise<DomainPagesResult> {
  const answer = await ctx.provider.backlinksDomainPages(req, { signal: ctx.signal });
  const pages = answer.rows.map((p) => ({
    page: p.page,
    title: p.title,
    status_code: p.status_code,
    ...base(p),
    ...judgeRow(p, req.rank_scale, p.page, p.status_code >= 400),
  }));
  const r = {
    target: req.target,
    data_source: answer.provider,
    total_count: answer.total_count,
    by_priority: counts(pages),
    pages,
    method: METHOD,
  };
  return {
    ...r,
    ...workflowOf(
      r.target,
      r.data_source,
      pages.map((p) => ({ ...p, name: p.page })),
      "linked pages",
    ),
  };
}

function workflowOf(
  target: string,
  source: "dataforseo" | "sandbox",
  rows: {
    name: string;
    priority: "high" | "medium" | "low";
    action: string;
    signals: string[];
    backlinks: number;
  }[],
  what: string,
): { agent_workflow: AgentWorkflow; markdown_summary: string } {
  const urgent = [...rows].filter((r) => r.priority !== "low").sort((a, b) =>
    LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]
  ).slice(0, 6);
  const c = counts(rows);
  const workflow = agentWorkflow({
    decision: c.high > 0 ? "act_on_high_priority" : c.medium > 0 ? "review" : "nothing_urgent",
    confidence: source === "sandbox" ? 0.3 : 0.75,
    summary:
      `${rows.length} ${what} of ${target}: ${c.high} high, ${c.medium} medium, ${c.low} low priority.`,
    recommended_actions: urgent.map((r) => ({
      action: r.action,
      priority: r.priority,
      reason: r.signals.join(", ") || "strong source",
      target: r.name,
    })),
    evidence: [
      { claim: `${what} listed`, value: rows.length, source: "rows" },
      { claim: "High priority", value: c.high, source: "by_priority.high" },
    ],
    limitations: [
      ...(source === "sandbox"
        ? [
          "Sandbox data: synthetic rows derived from the target's name, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.",
        ]
        : []),
      "One page of rows (limit and offset); priorities are judged per row.",
    ],
    next_calls: [],
  });
  const markdown = markdownSummary({
    title: `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${target}`,
    headline: workflow.summary,
    figures: urgent.map((r): [string, string] => [r.name, r.priority]),
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
