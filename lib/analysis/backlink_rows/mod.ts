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
import {
  disavowLines,
  type LinkNetwork,
  linkNetworkOf,
  NETWORK,
  type SpamPattern,
  spamPatternOf,
} from "../link_risk/mod.ts";
import { judgePage, ownTopics } from "./pages.ts";
import { rowsConfidence } from "./confidence.ts";
import { plural } from "../../toolkit/prose.ts";
import { brandProfile } from "../business/brand.ts";
import type { DomainPagesResult, ReferringDomainsResult } from "./result.ts";

export { DomainPagesResultSchema, ReferringDomainsResultSchema } from "./result.ts";

type Ctx = Pick<OperationContext, "provider" | "signal">;

/** The owner's brand names, when the request gives them (`brand_terms`). */
type Branded = { brand_terms?: string[] };

const METHOD = {
  priority:
    "high: a linked page that no longer answers, broken links from a strong source (rank >= 50/100), or lost links from a strong source; medium: other broken or lost links, a lone spammy source (spam >= 40: watched, since Google ignores most lone spammy links; disavowed only with its pattern), strong sources to protect; low: nothing to do",
  network:
    "a link network: 3+ weak (rank < 30/100) sitewide domains (200+ links, one per page, mostly in the footer or sidebar) first seen within 60 days: high, have the links removed or disavow the domains; other spammy domains (spam >= 40), three or more sharing abused TLDs or a first-seen cluster, are a spam pattern: medium, watched and named as domain: lines",
  linked_pages:
    "a page of the site whose title is a spam vertical (casino, essay mill, pills) the owner's brand is not in, with links' spam score >= 60, is injected content: a security fix (take it down, close the way in), not link equity; a page answering 4xx with links is redirected, priority by its referring domains (>= 50 high, >= 10 medium, else low); a 3xx is not broken; a strong live page is kept live at its URL",
  thresholds: THRESHOLDS,
  network_thresholds: NETWORK,
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
  req: BacklinksReferringDomainsRequest & Branded,
  ctx: Ctx,
): Promise<ReferringDomainsResult> {
  const answer = await ctx.provider.backlinksReferringDomains(req, { signal: ctx.signal });
  const judged = answer.rows.map((d) => ({
    domain: d.domain,
    ...base(d),
    ...judgeRow(d, req.rank_scale, d.domain),
    semantic_locations: d.referring_links_semantic_locations,
  }));
  const network = linkNetworkOf(judged);
  // Spammy domains outside the network that share a footprint (abused TLDs, a first-seen
  // cluster: link_risk/pattern.ts) are one pattern too, watched and named together.
  const pattern = spamPatternOf(
    judged.filter((d) => !network?.domains.includes(d.domain)).map((d) => ({
      domain: d.domain,
      spam_score: d.spam_score,
      first_seen: d.first_seen,
    })),
  );
  const domains = judged.map(({ semantic_locations: _, ...d }) =>
    network?.domains.includes(d.domain)
      ? { ...d, ...networkJudgement(d, network) }
      : pattern?.domains.includes(d.domain)
      ? { ...d, ...patternJudgement(d, pattern) }
      : d
  );
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
      network,
      req.brand_terms,
      pattern,
    ),
  };
}

/** A network member: a clean-up, never a source to protect. */
function networkJudgement(
  d: { domain: string; backlinks: number; signals: string[] },
  n: { domains: string[]; first_seen_from: string; first_seen_to: string },
) {
  return {
    priority: "high" as const,
    signals: [...d.signals.filter((s) => s !== "strong"), "link_network"],
    action:
      `Clean up ${d.domain}: one of ${n.domains.length} weak sites linking sitewide from their footers, all first seen ${n.first_seen_from} to ${n.first_seen_to} (a bought or built network, not authority): have the links removed, or disavow the domain (domain: line) if they stay`,
  };
}

/** A member of a spam pattern: watched (Google ignores most such links), disavowed together. */
function patternJudgement(d: { domain: string; signals: string[] }, p: SpamPattern) {
  return {
    priority: "medium" as const,
    signals: [...d.signals.filter((s) => s !== "strong"), "spam_pattern"],
    action: `Watch ${d.domain}: one of ${p.domains.length} spammy domains sharing a footprint (${
      p.markers.join("; ")
    }); no outreach; if they are unnatural links you cannot remove, disavow the pattern's domains together at domain level`,
  };
}

/** The pattern as one step: its domains only, named as domain: lines. */
function patternStep(target: string, p: SpamPattern) {
  const file = disavowLines(
    p.domains,
    `spam pattern pointing at ${target}: ${p.markers.join("; ")}`,
  );
  return {
    action: `${p.domains.length} spammy domains share a footprint (${
      p.markers.join("; ")
    }): Google ignores most such links, so watch rankings; if they are unnatural links you cannot remove, disavow these domains only:\n${file}`,
    priority: "medium" as const,
    reason: "spam_pattern",
    target,
  };
}

/**
 * The network's clean-up as one step: ask for removal, then a disavow file of the network's
 * domains only (domain: lines, Google's "Disavow links to your site"), never the profile's.
 */
function networkDisavow(target: string, n: LinkNetwork) {
  const file = disavowLines(
    n.domains,
    `link network pointing at ${target}, first seen ${n.first_seen_from} to ${n.first_seen_to}`,
  );
  return {
    action:
      `Ask the ${n.domains.length} network sites to remove their footer links; for those that stay, upload a disavow file of these domains only (check their anchors first):\n${file}`,
    priority: "high" as const,
    reason: "link_network",
    target,
  };
}

/** Linked pages of a domain with their action priority. */
export async function analyzeDomainPages(
  req: BacklinksDomainPagesRequest & Branded,
  ctx: Ctx,
): Promise<DomainPagesResult> {
  const answer = await ctx.provider.backlinksDomainPages(req, { signal: ctx.signal });
  const brand = brandProfile({ target: req.target, brand_terms: req.brand_terms });
  const owned = ownTopics(brand.terms.flatMap((t) => [t.label, ...t.keys]));
  const pages = answer.rows.map((p) => ({
    page: p.page,
    title: p.title,
    status_code: p.status_code,
    ...base(p),
    ...judgePage(
      p,
      judgeRow(p, req.rank_scale, p.page, p.status_code >= 400),
      answer.rows,
      owned,
    ),
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
      null,
      req.brand_terms,
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
    spam_score: number;
  }[],
  what: string,
  network: { domains: string[]; first_seen_from: string; first_seen_to: string } | null = null,
  brandTerms?: string[],
  pattern: SpamPattern | null = null,
): { agent_workflow: AgentWorkflow; markdown_summary: string } {
  const urgent = [...rows].filter((r) => r.priority !== "low").sort((a, b) =>
    LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]
  ).slice(0, 6);
  const c = counts(rows);
  const injected = rows.filter((r) => r.signals.some((s) => s.startsWith("injected_spam:")));
  const workflow = agentWorkflow({
    decision: c.high > 0 ? "act_on_high_priority" : c.medium > 0 ? "review" : "nothing_urgent",
    confidence: source === "sandbox" ? 0.3 : rowsConfidence(rows, network?.domains.length ?? 0),
    summary:
      `${
        plural(rows.length, what.replace(/s$/, ""), what)
      } of ${target}: ${c.high} high, ${c.medium} medium, ${c.low} low priority.` +
      (network
        ? ` A link network: ${network.domains.length} weak sites (${
          network.domains.join(", ")
        }) link sitewide from their footers, all first seen ${network.first_seen_from} to ${network.first_seen_to}.`
        : "") +
      (injected.length > 0
        ? ` ${injected.length} injected spam page${injected.length > 1 ? "s" : ""} (${
          injected.map((r) => r.name).join(", ")
        }): a security fix (take down, close the way in, Search Console's Security issues), not link equity.`
        : ""),
    recommended_actions: [
      ...(network ? [networkDisavow(target, network)] : []),
      ...(pattern ? [patternStep(target, pattern)] : []),
      ...urgent.map((r) => ({
        action: r.action,
        priority: r.priority,
        reason: r.signals.join(", ") || "strong source",
        target: r.name,
      })),
    ],
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
    next_calls: nextCallsOf(target, what, network !== null, brandTerms),
  });
  const markdown = markdownSummary({
    title: `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${target}`,
    headline: workflow.summary,
    figures: urgent.map((r): [string, string] => [r.name, r.priority]),
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

/** The next look: the anchors and links behind a network, or the anchors of the profile. */
function nextCallsOf(target: string, what: string, network: boolean, brandTerms?: string[]) {
  const brand = brandTerms?.length ? { brand_terms: brandTerms } : {};
  if (what !== "referring domains") {
    return [{
      endpoint: "/backlinks/referring-domains",
      reason: "See which sites link to the site, strongest first.",
      body: { target, sort_by: "rank", limit: 100 },
    }];
  }
  return [
    {
      endpoint: "/backlinks/anchors",
      reason: network
        ? "Check the network's anchors: exact-match keyword anchors confirm bought links before anything is disavowed."
        : "Check the anchors the referring domains use.",
      body: { target, sort_by: "spam_score", ...brand },
    },
    {
      endpoint: "/backlinks/list",
      reason: "Read the individual links in order of arrival, to date the pattern.",
      body: { target, sort_by: "first_seen" },
    },
  ];
}
