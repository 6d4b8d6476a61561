/** The `/domain/competitors` agent_workflow and markdown_summary. */
import {
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { marketLabel, type ResolvedMarket } from "../../geo/geo.ts";
import { confidenceOf, sandboxLimitation } from "../keyword_rows/mod.ts";
import type { DomainCompetitorsResult, ScoredCompetitor } from "./result.ts";
import { about, formatEstimate, plural } from "../../toolkit/prose.ts";

type Core = Omit<DomainCompetitorsResult, "agent_workflow" | "markdown_summary">;

/** The competitors worth acting on: direct, high or medium threat, strongest first (at most 3). */
export function topThreats(r: Core): ScoredCompetitor[] {
  return r.competitors.filter((c) => c.direct_competitor && c.threat_level !== "low")
    .sort((a, b) => b.threat_score - a.threat_score || a.domain.localeCompare(b.domain))
    .slice(0, 3);
}

/** The decision block and the report. */
export function competitorsWorkflow(
  r: Core,
  options: { market: ResolvedMarket; brandCertain?: boolean },
) {
  const namesakes = r.competitors.filter((c) => c.set_aside?.kind === "namesake");
  const threats = topThreats(r);
  const market = marketLabel(options.market);
  const list = r.competitors;
  const decision = list.length === 0
    ? "no_competitors_found"
    : threats.some((c) => c.threat_level === "high")
    ? "close_gaps_with_top_threats"
    : "monitor_competitors";
  const summary = list.length === 0
    ? `No organic competitors of ${r.target} found in ${market}: the target may rank for too few keywords there.`
    : `${
      plural(list.length, "organic competitor")
    } of ${r.target} in ${market}: ${r.summary.high_threats} high and ${r.summary.medium_threats} medium threats${
      threats.length ? ` (top: ${threats.map((c) => c.domain).join(", ")})` : ""
    }${
      r.summary.generic_platforms
        ? `; set aside (not rivals): ${
          list.filter((c) => c.set_aside).map((c) =>
            `${c.domain} (${c.set_aside!.kind})`
          ).join(", ")
        }`
        : ""
    }.`;
  const workflow = agentWorkflow({
    decision,
    // Namesakes told from the domains' shared letters alone (no brand terms given) are a
    // guess about the owner's brand: the verdict is less sure than with the named brand.
    confidence: confidenceOf({
      rows: list.length,
      provider: r.data_source,
      missing_share: list.length
        ? list.filter((c) => c.traffic_gap === null).length / list.length
        : 0,
    }) - (namesakes.length > 0 && !options.brandCertain ? 0.05 : 0),
    summary,
    recommended_actions: [...actionsOf(r, threats), ...namesakeActions(r, namesakes)],
    evidence: evidenceOf(r, threats),
    limitations: limitationsOf(r),
    next_calls: [
      ...nextCallsOf(r, threats, options.market),
      ...(namesakes.length
        ? [{
          endpoint: "/domain/ranked-keywords",
          reason: `See which of ${r.target}'s brand queries the namesakes (${
            namesakes.map((c) => c.domain).join(", ")
          }) hold, ranked first`,
          body: {
            target: r.target,
            location: options.market.location,
            language: options.market.language_code,
            limit: 100,
            sort_by: "rank",
          },
        }]
        : []),
    ],
  });
  const markdown = markdownSummary({
    title: `Organic competitors: ${r.target} (${market})`,
    headline: summary,
    figures: list.slice(0, 8).map((c): [string, string] => [
      c.domain,
      `${c.threat_level} threat (${c.threat_score}); ${plural(c.intersections, "shared keyword")}${
        c.traffic_gap === null ? "" : `, traffic gap ${formatEstimate(c.traffic_gap)}`
      }${c.set_aside ? `; set aside: ${c.set_aside.kind}` : ""}`,
    ]),
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

function actionsOf(r: Core, threats: ScoredCompetitor[]): RecommendedAction[] {
  if (r.competitors.length === 0) {
    return [{
      action:
        `Check what ${r.target} ranks for (/domain/ranked-keywords) before looking for competitors`,
      priority: "medium",
      reason: "the provider returned no domain sharing its keywords in this market",
      target: r.target,
    }];
  }
  return threats.map((c) => ({
    action:
      `Find the keywords ${c.domain} ranks for and ${r.target} does not (/domain/intersection), and plan pages for the best of them`,
    priority: c.threat_level,
    reason: `${plural(c.intersections, "shared keyword")}${
      c.share_of_target_keywords === null
        ? ""
        : ` (${Math.round(c.share_of_target_keywords * 100)}% of yours)`
    }; ${c.competitor_top10_shared} of them in its top 10${
      c.traffic_gap === null ? "" : `; it wins ${about(c.traffic_gap)} more monthly clicks on them`
    }`,
    target: c.domain,
  }));
}

function evidenceOf(r: Core, threats: ScoredCompetitor[]): Evidence[] {
  const evidence: Evidence[] = [
    { claim: "Competitors listed", value: r.competitors.length, source: "competitors" },
    { claim: "High threats", value: r.summary.high_threats, source: "competitors[].threat_level" },
  ];
  if (r.target_keywords !== null) {
    evidence.push({
      claim: `Keywords ${r.target} ranks for`,
      value: r.target_keywords,
      source: "provider: the target's own row",
    });
  }
  const top = threats[0];
  if (top) {
    evidence.push({
      claim: `Keywords shared with ${top.domain}`,
      value: top.intersections,
      source: "competitors[].intersections",
    });
    if (top.traffic_gap !== null) {
      evidence.push({
        claim: `${top.domain}'s extra monthly clicks on shared keywords`,
        value: top.traffic_gap,
        source: "competitors[].traffic_gap",
      });
    }
  }
  return evidence;
}

function limitationsOf(r: Core): string[] {
  return [
    ...(r.data_source === "sandbox" ? sandboxLimitation("rankings and traffic") : []),
    ...(r.target_keywords === null
      ? [
        "The provider did not report the target's own footprint: overlap is relative to the largest overlap listed.",
      ]
      : []),
    "Traffic figures are estimates from rankings and search volumes, not analytics.",
  ];
}

function nextCallsOf(r: Core, threats: ScoredCompetitor[], m: ResolvedMarket): NextCall[] {
  const locale = { location: m.location, language: m.language_code };
  if (r.competitors.length === 0) {
    return [{
      endpoint: "/domain/ranked-keywords",
      reason: "See which keywords the target ranks for in this market",
      body: { target: r.target, ...locale, limit: 50 },
    }];
  }
  const gaps = threats.map((c) => ({
    endpoint: "/domain/intersection",
    reason: `Keywords ${c.domain} ranks for and ${r.target} does not`,
    body: { target1: c.domain, target2: r.target, intersections: false, ...locale, limit: 50 },
  }));
  const peers = r.competitors.filter((c) => c.direct_competitor).slice(0, 5);
  return [
    ...gaps,
    {
      endpoint: "/domain/traffic-estimate",
      reason: "Compare the target's traffic and channel mix with its closest competitors",
      body: { targets: [r.target, ...peers.map((c) => c.domain)], ...locale },
    },
  ];
}

/**
 * Namesakes own the brand word's queries: a brand-disambiguation issue, not competition. Google
 * tells sites apart by their names (Search Central: site names and the Organization markup's
 * name, alternateName and sameAs), so the owner uses its full name where the word is shared.
 */
function namesakeActions(r: Core, namesakes: ScoredCompetitor[]): RecommendedAction[] {
  if (namesakes.length === 0) return [];
  const word = namesakes[0].set_aside?.reason.match(/"([^"]+)"/)?.[1];
  return [{
    action: `Disambiguate your brand${
      word ? ` from other "${word}" sites` : ""
    }: use your full brand name in titles, the site name and Organization markup (name, alternateName, sameAs), and aim brand content at "${
      word ?? "brand"
    } + what you do" queries; do not compete with ${
      namesakes.map((c) => c.domain).join(", ")
    } for their own brand queries`,
    priority: "medium",
    reason: namesakes.map((c) => `${c.domain}: ${c.set_aside!.reason}`).join("; "),
    target: r.target,
  }];
}
