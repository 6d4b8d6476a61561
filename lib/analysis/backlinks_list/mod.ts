/** Backlink list: the provider's links to the target, each classified by what to do with it. */
import { agentWorkflow, LEVEL_RANK, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksListRequest } from "../../providers/provider.ts";
import { classify, THRESHOLDS } from "./classify.ts";
import { redirectPlan } from "./redirects.ts";
import { disavowLines, type SpamPattern, spamPatternOf } from "../link_risk/mod.ts";
import type { BacklinksListResult } from "./result.ts";
import { formatNumber, plural } from "../../toolkit/prose.ts";

export { BacklinksListResultSchema } from "./result.ts";
export type { BacklinksListResult } from "./result.ts";

/** Lists and classifies backlinks. */
export async function listBacklinks(
  req: BacklinksListRequest & { brand_terms?: string[] },
  ctx: Pick<OperationContext, "provider" | "signal">,
): Promise<BacklinksListResult> {
  // The links from the provider, in its order; each judged by the first class that fits.
  const answer = await ctx.provider.backlinksList(req, { signal: ctx.signal });
  const plan = redirectPlan(answer.rows);
  const links = answer.rows.map((l) => {
    const judged = classify(l, req.rank_scale, plan.targets.get(l.url_to));
    return {
      url_from: l.url_from,
      domain_from: l.domain_from,
      url_to: l.url_to,
      anchor: l.anchor,
      dofollow: l.dofollow,
      domain_rank: l.domain_from_rank,
      page_rank: l.page_from_rank,
      spam_score: l.backlink_spam_score,
      first_seen: l.first_seen,
      last_seen: l.last_seen,
      status: l.is_broken ? "broken" as const : l.is_lost ? "lost" as const : "live" as const,
      ...judged,
    };
  });
  // Spam is a pattern of domains, never one link (link_risk/pattern.ts): a pattern's links are
  // watched at medium, its domains named once for a domain-level disavow.
  const pattern = spamPatternOf(links.map((l) => ({
    domain: l.domain_from,
    spam_score: l.spam_score,
    anchor: l.anchor,
    first_seen: l.first_seen,
  })));
  if (pattern) {
    for (const l of links) {
      if (l.class !== "quality_review" || !pattern.domains.includes(l.domain_from)) continue;
      l.priority = "medium";
      l.action =
        `${l.domain_from} is one of ${pattern.domains.length} spammy domains sharing a footprint (${
          pattern.markers.join("; ")
        }): no outreach; watch rankings and disavow the pattern's domains at domain level if they are unnatural links you cannot remove`;
    }
  }
  const byClass: Record<string, number> = {};
  for (const l of links) byClass[l.class] = (byClass[l.class] ?? 0) + 1;
  const result = {
    target: req.target,
    data_source: answer.provider,
    total_count: answer.total_count,
    offset: req.offset,
    links,
    by_class: byClass,
    redirect_rule: plan.rule,
    method: {
      classes:
        "first that applies: lost_link_reclaim at low priority when the linking page itself answers 4xx (nothing to reclaim), broken_target_repair (the target URL answers 4xx/5xx; a 301 to the live page with the same slug when the answer shows one; low when the link is nofollow, ugc or sponsored), lost_link_reclaim (the link was removed from a live page), quality_review (spam score >= 40: low, a lone scraper Google ignores, medium when 3+ spammy domains share a footprint: abused TLDs, spam-vertical anchors or a first-seen cluster, named once for a domain-level disavow; sponsored: medium), authority_protection (followed, source authority >= 50/100), else outreach_reference",
      redirect_rule:
        "when two or more dead targets share one path template and their live equivalents another, one rewrite rule repairs them all",
      thresholds: THRESHOLDS,
    },
  };
  return { ...result, ...workflowOf(result, req.mode, req.brand_terms, pattern) };
}

/**
 * What the listed rows are out of: backlinks, or (deduplicated, the provider's `mode`) one
 * backlink for each referring domain or anchor, whose count `total_count` then is.
 */
function countedAs(mode: string, shown: number, total: number, target: string): string {
  if (mode === "one_per_domain") {
    return `${shown} of ${
      plural(total, "referring domain")
    } linking to ${target} (one backlink each)`;
  }
  if (mode === "one_per_anchor") {
    return `${shown} of ${plural(total, "anchor")} linking to ${target} (one backlink each)`;
  }
  return `${shown} of ${plural(total, "backlink")} to ${target}`;
}

function workflowOf(
  r: Omit<BacklinksListResult, "agent_workflow" | "markdown_summary">,
  mode: string,
  brandTerms?: string[],
  pattern: SpamPattern | null = null,
) {
  const sandbox = r.data_source === "sandbox";
  const urgent = [...r.links].sort((a, b) => LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]).slice(
    0,
    5,
  );
  const repairs = (r.by_class.broken_target_repair ?? 0) + (r.by_class.lost_link_reclaim ?? 0);
  const workflow = agentWorkflow({
    decision: repairs > 0
      ? "repair_and_reclaim"
      : (r.by_class.quality_review ?? 0) > 0
      ? "review_quality"
      : "protect_and_build",
    confidence: sandbox
      ? 0.3
      : Math.round((0.5 + Math.min(1, r.links.length / 25) * 0.3) * 100) / 100,
    summary: r.links.length === 0
      ? `No backlinks match the request for ${r.target}.`
      : `${countedAs(mode, r.links.length, r.total_count, r.target)}: ${
        Object.entries(r.by_class).map(([k, v]) => `${formatNumber(v)} ${k.replace(/_/g, " ")}`)
          .join(", ")
      }.${
        r.redirect_rule
          ? ` Every broken target sits under ${r.redirect_rule.from}: one redirect rule (${r.redirect_rule.from} → ${r.redirect_rule.to}) repairs all ${r.redirect_rule.links} links together, the weaker ones included.`
          : ""
      }`,
    recommended_actions: [
      ...urgent.filter((l) => l.priority !== "low").map((l) => ({
        action: l.action,
        priority: l.priority,
        reason: `${l.class.replace(/_/g, " ")}: ${l.url_from} -> ${l.url_to}`,
        target: l.url_to,
      })),
      ...(pattern ? [patternStep(r.target, pattern)] : []),
    ],
    evidence: [
      { claim: "Backlinks returned", value: r.links.length, source: "links" },
      { claim: "Backlinks matching at the provider", value: r.total_count, source: "total_count" },
      { claim: "Links to repair or reclaim", value: repairs, source: "links[].class" },
    ],
    limitations: [
      ...(sandbox
        ? [
          "Sandbox data: synthetic links derived from the target's name, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.",
        ]
        : []),
      `One page of the list (offset ${r.offset}); raise offset for more.`,
    ],
    next_calls: [
      ...(pattern
        ? [{
          endpoint: "/backlinks/referring-domains",
          reason: "List every domain of the spam pattern, spammiest first, before any disavow.",
          body: { target: r.target, sort_by: "spam_score", limit: 100 },
        }]
        : []),
      ...(repairs > 0
        ? [{
          endpoint: "/backlinks/domain-pages",
          reason:
            "Find every dead page of the site that still collects links, to redirect them all.",
          body: {
            target: r.target.replace(/^https?:\/\//i, "").replace(/^www\./i, "").replace(
              /[/?#].*$/,
              "",
            ),
            // The owner's brand travels on: linked pages tell its own topics from injected ones.
            ...(brandTerms?.length ? { brand_terms: brandTerms } : {}),
          },
        }]
        : []),
    ],
  });
  const markdown = markdownSummary({
    title: `Backlinks: ${r.target}`,
    headline: workflow.summary,
    figures: Object.entries(r.by_class).map((
      [k, v],
    ): [string, number] => [k.replace(/_/g, " "), v]),
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

/** The pattern as one step: watch, then the pattern's domains only, at domain level. */
function patternStep(target: string, p: SpamPattern) {
  const file = disavowLines(
    p.domains,
    `spam pattern pointing at ${target}: ${p.markers.join("; ")}`,
  );
  return {
    action: `${p.domains.length} spammy domains share a footprint (${
      p.markers.join("; ")
    }): Google ignores most such links, so watch rankings; if they are unnatural links you cannot remove, disavow these domains only (Google's "Disavow links"):\n${file}`,
    priority: "medium" as const,
    reason: "spam pattern",
    target,
  };
}
