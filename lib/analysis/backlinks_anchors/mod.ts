/**
 * Anchor analysis: the provider's anchors to the target, each read for intent (branded, naked URL,
 * generic, keyword, empty), over-optimisation (keyword and buying anchors that dominate a profile
 * look built) and repair signals (broken or lost links), with a priority and the action to take.
 */
import type { Level } from "../../agent/workflow.ts";
import { agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksAnchorsRequest } from "../../providers/provider.ts";
import { brandOf, commercial, intentOf } from "./intent.ts";
import type { BacklinksAnchorsResult } from "./result.ts";

export { BacklinksAnchorsResultSchema } from "./result.ts";
export type { BacklinksAnchorsResult } from "./result.ts";

/** Over-optimisation bands: share of backlinks on keyword / buying anchors. */
export const BANDS = {
  keywordHigh: 0.5,
  keywordMedium: 0.3,
  commercialHigh: 0.2,
  anchorShareHigh: 0.15,
};

type Anchor = BacklinksAnchorsResult["anchors"][number];

/** Analyzes a target's anchors. */
export async function analyzeAnchors(
  req: BacklinksAnchorsRequest,
  ctx: Pick<OperationContext, "provider" | "signal">,
): Promise<BacklinksAnchorsResult> {
  const answer = await ctx.provider.backlinksAnchors(req, { signal: ctx.signal });
  const brand = brandOf(req.target);
  const total = answer.rows.reduce((n, a) => n + a.backlinks, 0) || 1;
  const anchors: Anchor[] = answer.rows.map((a) => {
    const intent = intentOf(a.anchor, brand);
    const isCommercial = intent === "keyword" && commercial(a.anchor);
    const share = Math.round((a.backlinks / total) * 1000) / 1000;
    const signals = [
      ...(intent === "keyword" && share >= BANDS.anchorShareHigh
        ? ["dominant_keyword_anchor"]
        : []),
      ...(isCommercial ? ["commercial_anchor"] : []),
      ...(a.broken_backlinks > 0 ? ["broken_backlinks"] : []),
      ...(a.lost_date ? ["lost"] : []),
      ...(a.backlinks_spam_score >= 40 ? ["spammy_sources"] : []),
    ];
    return {
      anchor: a.anchor,
      intent,
      commercial: isCommercial,
      backlinks: a.backlinks,
      referring_domains: a.referring_domains,
      share,
      spam_score: a.backlinks_spam_score,
      broken_backlinks: a.broken_backlinks,
      lost: a.lost_date !== null,
      signals,
      ...judge(signals, a.anchor),
    };
  });
  const distribution: Record<string, number> = {};
  for (const a of anchors) {
    distribution[a.intent] = Math.round(((distribution[a.intent] ?? 0) + a.share) * 1000) / 1000;
  }
  const keywordShare = distribution.keyword ?? 0;
  const commercialShare =
    Math.round(anchors.filter((a) => a.commercial).reduce((n, a) => n + a.share, 0) * 1000) / 1000;
  const level: Level = keywordShare >= BANDS.keywordHigh || commercialShare >= BANDS.commercialHigh
    ? "high"
    : keywordShare >= BANDS.keywordMedium
    ? "medium"
    : "low";
  const result = {
    target: req.target,
    data_source: answer.provider,
    total_count: answer.total_count,
    anchors,
    distribution,
    over_optimisation: { keyword_share: keywordShare, commercial_share: commercialShare, level },
    method: {
      intent:
        "branded (the target's brand in the anchor), naked URL, generic (click here, website ...), empty (image links), else keyword",
      over_optimisation:
        "high: keyword anchors >= 50% of the listed backlinks, or buying-modifier anchors >= 20%; medium: keyword anchors >= 30%",
      bands: BANDS,
    },
  };
  return { ...result, ...workflowOf(result) };
}

/** Priority and action from an anchor's signals, repairs first. */
function judge(signals: readonly string[], anchor: string): { priority: Level; action: string } {
  if (signals.includes("broken_backlinks")) {
    return {
      priority: "high",
      action:
        `Repair: links with "${anchor}" point at broken pages; 301 them to the closest live page`,
    };
  }
  if (signals.includes("dominant_keyword_anchor") && signals.includes("commercial_anchor")) {
    return {
      priority: "high",
      action: `Stop building "${anchor}" anchors; ask new links to use the brand or the page title`,
    };
  }
  if (signals.includes("spammy_sources")) {
    return { priority: "medium", action: `Review the sources of "${anchor}": many look like spam` };
  }
  if (signals.includes("lost")) {
    return { priority: "medium", action: `Reclaim the lost links with "${anchor}"` };
  }
  if (signals.includes("dominant_keyword_anchor")) {
    return { priority: "medium", action: `Balance "${anchor}" with branded and natural anchors` };
  }
  return { priority: "low", action: "No action: a natural anchor" };
}

function workflowOf(r: Omit<BacklinksAnchorsResult, "agent_workflow" | "markdown_summary">) {
  const sandbox = r.data_source === "sandbox";
  const urgent = r.anchors.filter((a) => a.priority !== "low").slice(0, 6);
  const workflow = agentWorkflow({
    decision: r.anchors.some((a) => a.signals.includes("broken_backlinks"))
      ? "repair_broken_anchors"
      : r.over_optimisation.level === "high"
      ? "rebalance_anchors"
      : "keep_natural_profile",
    confidence: sandbox ? 0.3 : 0.75,
    summary: `${r.anchors.length} anchors of ${r.target}: keyword anchors ${
      Math.round(r.over_optimisation.keyword_share * 100)
    }% of their backlinks (${r.over_optimisation.level} over-optimisation), branded ${
      Math.round((r.distribution.branded ?? 0) * 100)
    }%.`,
    recommended_actions: urgent.map((a) => ({
      action: a.action,
      priority: a.priority,
      reason: `${a.intent} anchor, ${a.backlinks} backlinks (${Math.round(a.share * 100)}%): ${
        a.signals.join(", ")
      }`,
    })),
    evidence: [
      {
        claim: "Share of backlinks on keyword anchors",
        value: r.over_optimisation.keyword_share,
        source: "distribution.keyword",
      },
      {
        claim: "Share on buying-modifier anchors",
        value: r.over_optimisation.commercial_share,
        source: "anchors[].commercial",
      },
      { claim: "Anchors listed", value: r.anchors.length, source: "anchors" },
    ],
    limitations: [
      ...(sandbox
        ? [
          "Sandbox data: synthetic anchors derived from the target's name, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.",
        ]
        : []),
      "Shares are over the listed anchors only (limit and offset), not the whole profile.",
    ],
    next_calls: [],
  });
  const markdown = markdownSummary({
    title: `Anchors: ${r.target}`,
    headline: workflow.summary,
    figures: Object.entries(r.distribution).map((
      [k, v],
    ): [string, string] => [k, `${Math.round(v * 100)}%`]),
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
