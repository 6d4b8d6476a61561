/**
 * Backlink summary: the target's profile from the data provider, read as a link builder would:
 * authority tier, risk level with the signals behind it, and the one action that matters most.
 */
import { agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksSummaryRequest } from "../../providers/provider.ts";
import { actionOf, BANDS, metricsOf, riskOf, tierOf } from "./judge.ts";
import type { BacklinksSummaryResult } from "./result.ts";
import { formatNumber, plural } from "../../toolkit/prose.ts";

export { BacklinksSummaryResultSchema } from "./result.ts";
export type { BacklinksSummaryResult } from "./result.ts";

/** Summarizes a target's backlink profile. */
export async function summarizeBacklinks(
  req: BacklinksSummaryRequest & { brand_terms?: string[] },
  ctx: Pick<OperationContext, "provider" | "signal">,
): Promise<BacklinksSummaryResult> {
  // The profile from the provider (DataForSEO, or the sandbox's synthetic data).
  const answer = await ctx.provider.backlinksSummary(req, { signal: ctx.signal });
  const s = answer.summary;
  const metrics = s ? metricsOf(s, req.rank_scale) : null;
  // Tier, risk and next action from the metrics.
  const tier = metrics ? tierOf(metrics.rank_100) : "unknown";
  const risk = metrics && s ? riskOf(metrics, s) : { level: "low" as const, signals: [] };
  const action = metrics ? actionOf(metrics, tier, risk.level) : {
    type: "no_data" as const,
    reason:
      "The provider has no backlink data for this target: check the domain, or build the first links.",
  };
  const countries = s
    ? Object.entries(s.referring_links_countries).filter(([c]) => c !== "")
      .sort((a, b) => b[1] - a[1]).slice(0, 10).map(([country, backlinks]) => ({
        country,
        backlinks,
      }))
    : [];
  const result = {
    target: req.target,
    data_source: answer.provider,
    found: s !== null,
    metrics,
    authority_tier: tier,
    risk_level: risk.level,
    risk_signals: risk.signals,
    recommended_action: action,
    top_countries: countries,
    method: {
      bands: BANDS,
      tier:
        "rank on 0-100 (one_thousand divided by 10): elite >= 70, strong >= 50, established >= 30, emerging >= 15, else new",
      risk:
        "high: two link-risk signals with one strong (links' spam score >= 30, under 0.4 subnets per referring domain, >= 50% links from abused TLDs), or three signals, or >= 100 links per referring domain (under 200 domains); medium: any one signal (links' spam score >= 15, under 0.5 subnets per domain, >= 30% abused TLDs, >= 70% unknown platforms), >= 40 links per domain, >= 3% broken links, or under 40% dofollow domains",
      action:
        "first that applies: clean up (high risk), reclaim broken links (>= 3% broken), build authority (new/emerging or under 30 domains), diversify (>= 40 links per domain), maintain",
    },
  };
  return { ...result, ...workflowOf(result, req.brand_terms) };
}

function workflowOf(
  r: Omit<BacklinksSummaryResult, "agent_workflow" | "markdown_summary">,
  brandTerms?: string[],
) {
  const m = r.metrics;
  const sandbox = r.data_source === "sandbox";
  const workflow = agentWorkflow({
    decision: r.recommended_action.type,
    confidence: !m ? 0.4 : sandbox ? 0.3 : confidenceOf(r),
    summary: m
      ? `${r.target}: ${r.authority_tier} authority (${m.rank_100}/100) from ${
        formatNumber(m.referring_domains)
      } referring domains, ${r.risk_level} risk. ${r.recommended_action.reason}`
      : `${r.target}: no backlink data. ${r.recommended_action.reason}`,
    recommended_actions: [{
      action: r.recommended_action.reason,
      priority: r.risk_level === "high" ? "high" : "medium",
      reason: r.risk_signals.map((x) => `${x.signal} ${x.value}: ${x.why}`).join("; ") ||
        `authority tier ${r.authority_tier}`,
      target: r.target,
    }],
    evidence: m
      ? [
        { claim: "Authority (0-100)", value: m.rank_100, source: "provider summary rank" },
        { claim: "Referring domains", value: m.referring_domains, source: "provider summary" },
        { claim: "Backlinks", value: m.backlinks, source: "provider summary" },
        {
          claim: "Links' spam score",
          value: m.spam_score,
          source: "provider summary backlinks_spam_score",
        },
        {
          claim: "The site's own spam score",
          value: m.site_spam_score,
          source: "provider summary info.target_spam_score",
        },
        { claim: "Referring subnets", value: m.referring_subnets, source: "provider summary" },
      ]
      : [],
    limitations: [
      ...(sandbox
        ? [
          "Sandbox data: synthetic numbers derived from the target's name, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.",
        ]
        : []),
      ...thinNote(r),
      "Totals only: which links are toxic or broken needs /backlinks/list and /backlinks/referring-domains.",
    ],
    next_calls: m ? nextCallsOf(r, brandTerms) : [],
  });
  const markdown = markdownSummary({
    title: `Backlink summary: ${r.target}`,
    headline: workflow.summary,
    figures: m
      ? [
        ["Authority", `${m.rank_100}/100 (${r.authority_tier})`],
        ["Referring domains", m.referring_domains],
        ["Backlinks", m.backlinks],
        ["Risk", r.risk_level],
        ["Data", sandbox ? "sandbox (synthetic)" : "DataForSEO"],
      ]
      : [["Data", "none found"]],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

/** Under this many referring domains a profile is thin: a few links swing every ratio. */
const THIN_DOMAINS = 50;

/** Confidence follows the evidence: independent risk signals, or a clean profile of many domains. */
function confidenceOf(r: Omit<BacklinksSummaryResult, "agent_workflow" | "markdown_summary">) {
  const n = r.risk_signals.length;
  if (r.risk_level === "high") return Math.min(0.85, 0.55 + 0.08 * n);
  const domains = r.metrics?.referring_domains ?? 0;
  return domains >= 100 ? 0.75 : domains >= THIN_DOMAINS ? 0.65 : domains >= 20 ? 0.55 : 0.45;
}

/** The limitation a thin profile carries. */
function thinNote(r: Omit<BacklinksSummaryResult, "agent_workflow" | "markdown_summary">) {
  const domains = r.metrics?.referring_domains ?? 0;
  return r.metrics && domains < THIN_DOMAINS
    ? [
      `A thin profile (${
        plural(domains, "referring domain")
      }, under ${THIN_DOMAINS}): every share and ratio moves with a handful of links, so read these signals as provisional.`,
    ]
    : [];
}

/**
 * The calls that name what the totals only count: the domains, anchors and dates behind them.
 * The owner's brand terms travel to the calls that read text (anchors, linked pages).
 */
function nextCallsOf(
  r: Omit<BacklinksSummaryResult, "agent_workflow" | "markdown_summary">,
  brandTerms?: string[],
) {
  const target = r.target;
  const brand = brandTerms?.length ? { brand_terms: brandTerms } : {};
  if (r.recommended_action.type === "clean_up_toxic_links") {
    return [
      {
        endpoint: "/backlinks/referring-domains",
        reason: "List the referring domains behind the risk signals, spammiest first.",
        body: { target, sort_by: "spam_score", limit: 100 },
      },
      {
        endpoint: "/backlinks/anchors",
        reason: "See which anchors the pattern uses (casino, pills, exact-match keywords).",
        body: { target, sort_by: "spam_score", ...brand },
      },
      {
        endpoint: "/backlinks/new-lost-timeseries",
        reason: "Date the burst: when the pattern's domains arrived.",
        body: { target: bareDomain(target) },
      },
    ];
  }
  if (r.recommended_action.type === "reclaim_broken_links") {
    return [{
      endpoint: "/backlinks/domain-pages",
      reason: "Find the broken pages that still collect links, to redirect them.",
      body: { target: bareDomain(target), ...brand },
    }];
  }
  return [{
    endpoint: "/backlinks/referring-domains",
    reason: "See the strongest referring domains to protect and the pattern of new ones.",
    body: { target, sort_by: "rank", limit: 100 },
  }];
}

/** A domain without protocol, www or path, as the timeseries and page endpoints take it. */
function bareDomain(target: string): string {
  return target.replace(/^https?:\/\//i, "").replace(/^www\./i, "").replace(/[/?#].*$/, "");
}
