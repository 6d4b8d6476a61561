/**
 * Anchor analysis: the provider's anchors to the target, each read for intent (branded, naked URL,
 * generic, keyword, empty), over-optimisation (keyword and buying anchors that dominate a profile
 * look built) and repair signals (broken or lost links), with a priority and the action to take.
 */
import type { Level } from "../../agent/workflow.ts";
import { agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksAnchorsRequest } from "../../providers/provider.ts";
import { brandProfile } from "../business/brand.ts";
import { commercial, intentOf } from "./intent.ts";
import { spamTopicOf } from "../link_risk/spam_topics.ts";
import type { BacklinksAnchorsResult } from "./result.ts";
import { plural } from "../../toolkit/prose.ts";

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
  req: BacklinksAnchorsRequest & { brand_terms?: string[] },
  ctx: Pick<OperationContext, "provider" | "signal">,
): Promise<BacklinksAnchorsResult> {
  const answer = await ctx.provider.backlinksAnchors(req, { signal: ctx.signal });
  const profile = brandProfile({ target: req.target, brand_terms: req.brand_terms });
  const brand = profile.terms;
  const total = answer.rows.reduce((n, a) => n + a.backlinks, 0) || 1;
  const anchors: Anchor[] = answer.rows.map((a) => {
    const intent = intentOf(a.anchor, brand);
    const spamTopic = intent === "keyword" ? spamTopicOf(a.anchor) : null;
    const isCommercial = intent === "keyword" && !spamTopic && commercial(a.anchor);
    const share = Math.round((a.backlinks / total) * 1000) / 1000;
    const signals = [
      ...(spamTopic ? [`spam_topic:${spamTopic}`] : []),
      ...(intent === "keyword" && !spamTopic && share >= BANDS.anchorShareHigh
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
  // The owner's optimisation is its own keyword anchors: spam placed by others is not.
  const keywordShare = Math.round(
    anchors.filter((a) => a.intent === "keyword" && !isSpam(a)).reduce((n, a) => n + a.share, 0) *
      1000,
  ) / 1000;
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
        "branded (the owner's brand in any spelling: the target's domain label and brand_terms, '&'/'and'/'+' and spacing folded), naked URL, generic (click here, this guide, ce site, diese Seite ...), empty (image links), else keyword",
      spam:
        "keyword anchors of a link-spam vertical (gambling, pharmacy without prescription, payday loans, adult, counterfeit) are spam placed by others: high priority, handled at the linking domains, and left out of over-optimisation",
      over_optimisation:
        "high: the owner's keyword anchors (spam excluded) >= 50% of the listed backlinks, or buying-modifier anchors >= 20%; medium: keyword anchors >= 30%",
      bands: BANDS,
    },
  };
  return { ...result, ...workflowOf(result, profile.certain) };
}

/** Whether an anchor is link spam placed by others (a spam vertical's words). */
function isSpam(a: Pick<Anchor, "signals">): boolean {
  return a.signals.some((s) => s.startsWith("spam_topic:"));
}

/** How an action names an anchor: quoted, or for an empty one, what it is. */
function named(anchor: string): string {
  return anchor.trim() === "" ? "the empty anchor (image or redirect links)" : `"${anchor}"`;
}

/** "links with "x"", or for an empty anchor "links without anchor text (...)". */
function linksWith(anchor: string): string {
  return anchor.trim() === ""
    ? "links without anchor text (image or redirect links)"
    : `links with "${anchor}"`;
}

/** Priority and action from an anchor's signals, spam and repairs first. */
function judge(signals: readonly string[], text: string): { priority: Level; action: string } {
  const anchor = named(text);
  if (signals.some((s) => s.startsWith("spam_topic:"))) {
    return {
      priority: "high",
      action:
        `Spam anchor ${anchor}: list the linking domains (/backlinks/referring-domains by spam score) and disavow them at domain level if they are unnatural links you cannot remove, or leave them to Google's spam handling while watching rankings; do not change your own anchors for it`,
    };
  }
  if (signals.includes("broken_backlinks")) {
    return {
      priority: "high",
      action: `Repair: ${linksWith(text)} point at broken pages; 301 them to the closest live page`,
    };
  }
  if (signals.includes("dominant_keyword_anchor") && signals.includes("commercial_anchor")) {
    return {
      priority: "high",
      action: `Stop building ${anchor} anchors; ask new links to use the brand or the page title`,
    };
  }
  if (signals.includes("spammy_sources")) {
    return { priority: "medium", action: `Review the sources of ${anchor}: many look like spam` };
  }
  if (signals.includes("lost")) {
    return { priority: "medium", action: `Reclaim the lost ${linksWith(text)}` };
  }
  if (signals.includes("dominant_keyword_anchor")) {
    return { priority: "medium", action: `Balance ${anchor} with branded and natural anchors` };
  }
  return { priority: "low", action: "No action: a natural anchor" };
}

function workflowOf(
  r: Omit<BacklinksAnchorsResult, "agent_workflow" | "markdown_summary">,
  brandCertain = false,
) {
  const sandbox = r.data_source === "sandbox";
  const urgent = r.anchors.filter((a) => a.priority !== "low")
    .sort((a, b) => rank(a.priority) - rank(b.priority)).slice(0, 6);
  const workflow = agentWorkflow({
    decision: r.anchors.some(isSpam)
      ? "isolate_spam_anchors"
      : r.anchors.some((a) => a.signals.includes("broken_backlinks"))
      ? "repair_broken_anchors"
      : r.over_optimisation.level === "high"
      ? "rebalance_anchors"
      : "keep_natural_profile",
    confidence: sandbox ? 0.3 : confidenceOf(r.anchors, brandCertain),
    summary: `${plural(r.anchors.length, "anchor")} of ${r.target}: keyword anchors ${
      Math.round(r.over_optimisation.keyword_share * 100)
    }% of their backlinks (${r.over_optimisation.level} over-optimisation), branded ${
      Math.round((r.distribution.branded ?? 0) * 100)
    }%${spamNote(r.anchors)}.`,
    recommended_actions: urgent.map((a) => ({
      action: a.action,
      priority: a.priority,
      reason: `${a.intent} anchor, ${plural(a.backlinks, "backlink")} (${
        Math.round(a.share * 100)
      }%): ${a.signals.join(", ")}`,
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
      ...(isThin(r.anchors)
        ? [
          `A thin sample (${
            r.anchors.reduce((n, a) => n + a.backlinks, 0)
          } backlinks behind the listed anchors, under ${THIN_BACKLINKS}): a few links swing every share, so the over-optimisation level is provisional.`,
        ]
        : []),
      "Shares are over the listed anchors only (limit and offset), not the whole profile.",
    ],
    next_calls: r.anchors.some(isSpam)
      ? [{
        endpoint: "/backlinks/referring-domains",
        reason:
          "List the domains behind the spam anchors, spammiest first, to handle them at domain level.",
        body: { target: r.target, sort_by: "spam_score", limit: 100 },
      }]
      : [{
        endpoint: "/backlinks/referring-domains",
        reason: "See which domains give the strongest anchors.",
        body: { target: r.target, sort_by: "rank", limit: 100 },
      }],
  });
  const markdown = markdownSummary({
    title: `Anchors: ${r.target}`,
    headline: workflow.summary,
    figures: Object.entries(r.distribution).map((
      [k, v],
    ): [string, string] => [k, `${Math.round(v * 100)}%`]),
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

const rank = (p: Level) => (p === "high" ? 0 : p === "medium" ? 1 : 2);

/**
 * Confidence follows the evidence (0.45-0.85): more anchors and backlinks read (up to 0.3), and
 * how sure the brand is (up to 0.1): named by the owner (brand_terms), or only read from the
 * domain label and then worth less, and nothing when no anchor carries it.
 */
export function confidenceOf(anchors: readonly Anchor[], brandCertain: boolean): number {
  const backlinks = anchors.reduce((n, a) => n + a.backlinks, 0);
  const breadth = Math.min(1, anchors.length / 20) * 0.15 + Math.min(1, backlinks / 2_000) * 0.15;
  const branded = anchors.some((a) => a.intent === "branded");
  const brand = brandCertain ? 0.1 : branded ? 0.05 : 0;
  const value = Math.round((0.45 + breadth + brand) * 100) / 100;
  return isThin(anchors) ? Math.min(0.6, value) : value;
}

/** Under this many backlinks behind the listed anchors, a few links swing every share. */
const THIN_BACKLINKS = 300;

/** Whether the listed anchors rest on too few backlinks for their shares to hold. */
function isThin(anchors: readonly Anchor[]): boolean {
  return anchors.reduce((n, a) => n + a.backlinks, 0) < THIN_BACKLINKS;
}

/**
 * With spam anchors in the list, the owner's own profile is read without them: the brand's
 * share of the backlinks that are not spam, and the spam's share, so injected anchors neither
 * hide the brand nor count as the owner's optimisation.
 */
function spamNote(anchors: readonly Anchor[]): string {
  const all = anchors.reduce((n, a) => n + a.backlinks, 0);
  const spam = anchors.filter(isSpam).reduce((n, a) => n + a.backlinks, 0);
  if (spam === 0 || all === spam) return "";
  const branded = anchors.filter((a) => a.intent === "branded" && !isSpam(a))
    .reduce((n, a) => n + a.backlinks, 0);
  return ` (${
    Math.round((branded / (all - spam)) * 100)
  }% of the backlinks once the spam anchors, ${
    Math.round((spam / all) * 100)
  }% of the list, are set aside)`;
}
