/**
 * Link-gap opportunities: pages that link to the competitor targets but not to the excluded ones
 * (the user's own site). A page linking to several competitors is a resource page or a roundup
 * that should list the user too; quality from authority, spam and whether its links are followed.
 */
import {
  agentWorkflow,
  AgentWorkflowSchema,
  type Level,
  LEVEL_RANK,
  LevelSchema,
  markdownSummary,
} from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksPageIntersectionRequest } from "../../providers/provider.ts";
import { z } from "zod";

export const QUALITY = { spamMax: 30, strong: 40 };

/** The `/backlinks/page-intersection` result. */
export const PageIntersectionResultSchema = z.strictObject({
  targets: z.array(z.string()),
  exclude_targets: z.array(z.string()),
  data_source: z.enum(["dataforseo", "sandbox"]),
  total_count: z.number().int().min(0),
  opportunities: z.array(z.strictObject({
    url_from: z.string(),
    domain_from: z.string(),
    linked_targets: z.array(z.string()),
    intersections: z.number().int().min(0),
    domain_rank: z.number().min(0),
    spam_score: z.number().min(0).max(100),
    dofollow: z.boolean().describe("At least one of its links to the targets is followed."),
    anchors: z.array(z.string()).max(5),
    priority: LevelSchema,
    pitch: z.string(),
  })).max(100),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

export type PageIntersectionResult = z.output<typeof PageIntersectionResultSchema>;

/** Finds and ranks link-gap opportunities. */
export async function analyzePageIntersection(
  req: BacklinksPageIntersectionRequest,
  ctx: Pick<OperationContext, "provider" | "signal">,
): Promise<PageIntersectionResult> {
  const answer = await ctx.provider.backlinksPageIntersection(req, { signal: ctx.signal });
  const opportunities = answer.rows.map((row) => {
    const links = row.links.flatMap((l) => l.backlinks);
    const rank = Math.max(0, ...links.map((b) => b.domain_from_rank));
    const spam = Math.max(0, ...links.map((b) => b.backlink_spam_score));
    const dofollow = links.some((b) => b.dofollow);
    const linked = row.links.map((l) => l.target);
    const priority: Level = spam > QUALITY.spamMax
      ? "low"
      : dofollow && linked.length >= 2 && rank >= QUALITY.strong
      ? "high"
      : dofollow || linked.length >= 2
      ? "medium"
      : "low";
    return {
      url_from: row.url_from,
      domain_from: row.domain_from,
      linked_targets: linked,
      intersections: row.intersections_count,
      domain_rank: rank,
      spam_score: spam,
      dofollow,
      anchors: [...new Set(links.map((b) => b.anchor))].slice(0, 5),
      priority,
      pitch: `${row.url_from} links to ${linked.join(" and ")}: ask to be listed beside them${
        linked.length >= 2 ? " (it compares options)" : ""
      }`,
    };
  }).filter((o) => req.max_spam_score === undefined || o.spam_score <= req.max_spam_score);
  opportunities.sort((a, b) => LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]);
  const result = {
    targets: req.targets,
    exclude_targets: req.exclude_targets ?? [],
    data_source: answer.provider,
    total_count: answer.total_count,
    opportunities,
    method: {
      priority:
        "high: followed links to 2+ targets from a source of authority >= 40 with spam <= 30; medium: followed, or 2+ targets; low: the rest or spam > 30",
      quality: QUALITY,
    },
  };
  const sandbox = answer.provider === "sandbox";
  const high = opportunities.filter((o) => o.priority === "high");
  const workflow = agentWorkflow({
    decision: high.length > 0
      ? "pitch_link_gaps"
      : opportunities.length > 0
      ? "qualify_prospects"
      : "no_gap_found",
    confidence: sandbox ? 0.3 : 0.7,
    summary: `${opportunities.length} pages link to ${req.targets.join(", ")} but not to ${
      (req.exclude_targets ?? []).join(", ") || "the excluded targets"
    }; ${high.length} strong.`,
    recommended_actions: high.slice(0, 6).map((o) => ({
      action: o.pitch,
      priority: "high" as const,
      reason: `authority ${o.domain_rank}, links to ${o.intersections} targets`,
      target: o.url_from,
    })),
    evidence: [
      { claim: "Link-gap pages", value: opportunities.length, source: "opportunities" },
      { claim: "Strong opportunities", value: high.length, source: "opportunities[].priority" },
    ],
    limitations: [
      ...(sandbox
        ? [
          "Sandbox data: synthetic pages derived from the targets' names, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.",
        ]
        : []),
      "Check each page by hand before outreach: a link list may be closed, or the page may be outdated.",
    ],
    next_calls: [],
  });
  return {
    ...result,
    agent_workflow: workflow,
    markdown_summary: markdownSummary({
      title: "Link-gap pages",
      headline: workflow.summary,
      figures: opportunities.slice(0, 6).map((
        o,
      ): [string, string] => [o.domain_from, `${o.priority} (${o.intersections} targets)`]),
      actions: workflow.recommended_actions,
      notes: workflow.limitations.slice(0, 2),
    }),
  };
}
