/** The `/domain/traffic-estimate` agent_workflow and markdown_summary. */
import {
  agentWorkflow,
  type Evidence,
  type Level,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { marketLabel, type ResolvedMarket } from "../../geo/geo.ts";
import { confidenceOf, sandboxLimitation } from "../keyword_rows/mod.ts";
import { hostOfTarget } from "../page_match.ts";
import type { TargetTraffic, TrafficEstimateResult } from "./result.ts";

type Core = Omit<TrafficEstimateResult, "agent_workflow" | "markdown_summary">;

/** Opportunity at or above these is a high and a medium priority to close. */
export const GAP_BANDS = { high: 50, medium: 25 };

function levelOf(score: number): Level {
  return score >= GAP_BANDS.high ? "high" : score >= GAP_BANDS.medium ? "medium" : "low";
}

/** The targets trailing the leader most, worth a keyword-gap look (at most 3). */
export function trailing(r: Core): TargetTraffic[] {
  return r.targets.filter((t) => t.target !== r.leader && levelOf(t.opportunity_score) !== "low")
    .sort((a, b) => b.opportunity_score - a.opportunity_score || a.target.localeCompare(b.target))
    .slice(0, 3);
}

/** The decision block and the report. */
export function trafficWorkflow(r: Core, options: { market: ResolvedMarket }) {
  const market = marketLabel(options.market);
  const behind = trailing(r);
  const s = r.summary;
  const decision = s.found === 0
    ? "no_traffic_data"
    : s.targets === 1
    ? "profile_single_target"
    : behind.length > 0
    ? "close_gap_to_leader"
    : "targets_are_comparable";
  const lead = r.targets.find((t) => t.target === r.leader);
  const summary = s.found === 0
    ? `No traffic data for ${s.targets} target${s.targets === 1 ? "" : "s"} in ${market}.`
    : `${s.found} of ${s.targets} targets have search traffic in ${market}${
      lead ? `; ${lead.target} leads with ~${lead.traffic.organic} organic clicks a month` : ""
    }${behind.length ? `; furthest behind: ${behind.map((t) => t.target).join(", ")}` : ""}.`;
  const workflow = agentWorkflow({
    decision,
    confidence: confidenceOf({
      rows: s.found,
      provider: r.data_source,
      missing_share: s.targets ? 1 - s.found / s.targets : 0,
    }),
    summary,
    recommended_actions: actionsOf(r, behind),
    evidence: evidenceOf(r, lead),
    limitations: [
      ...(r.data_source === "sandbox" ? sandboxLimitation("rankings and traffic") : []),
      "Traffic figures are estimates from rankings, search volumes and click-through curves, not analytics.",
      ...(s.found < s.targets
        ? ["Targets without provider data are listed with zeros (found: false)."]
        : []),
    ],
    next_calls: nextCallsOf(r, behind, options.market),
  });
  const markdown = markdownSummary({
    title: `Traffic estimate (${market})`,
    headline: summary,
    figures: r.targets.slice(0, 10).map((t): [string, string] => [
      t.target,
      `${t.traffic.organic} organic, ${t.total_traffic} total; ${
        t.footprint_type.replace("_", "-")
      }; opportunity ${t.opportunity_score}`,
    ]),
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

function actionsOf(r: Core, behind: TargetTraffic[]): RecommendedAction[] {
  const gaps = behind.map((t) => ({
    action:
      `Find the keywords ${r.leader} ranks for and ${t.target} does not (/domain/intersection)`,
    priority: levelOf(t.opportunity_score),
    reason: `${t.target} has ~${t.traffic.organic} organic clicks a month against ${r.leader}'s ${
      r.targets.find((x) => x.target === r.leader)?.traffic.organic
    }; opportunity ${t.opportunity_score}`,
    target: t.target,
  }));
  const paid = r.targets.filter((t) => t.footprint_type === "paid_led").slice(0, 2).map((t) => ({
    action: `Build organic coverage for ${t.target}: most of its search traffic is bought`,
    priority: "medium" as const,
    reason: `paid is ${Math.round((t.channel_mix.paid ?? 0) * 100)}% of its estimated clicks`,
    target: t.target,
  }));
  return [...gaps, ...paid];
}

function evidenceOf(r: Core, lead: TargetTraffic | undefined): Evidence[] {
  const evidence: Evidence[] = [
    { claim: "Targets estimated", value: r.summary.targets, source: "targets" },
    { claim: "Targets with provider data", value: r.summary.found, source: "targets[].found" },
  ];
  if (lead) {
    evidence.push({
      claim: `${lead.target}'s estimated monthly organic clicks`,
      value: lead.traffic.organic,
      source: "targets[].traffic.organic",
    });
  }
  return evidence;
}

function nextCallsOf(r: Core, behind: TargetTraffic[], m: ResolvedMarket): NextCall[] {
  const locale = { location: m.location, language: m.language_code };
  if (r.summary.found === 0) return [];
  if (r.targets.length === 1 || !r.leader) {
    const t = r.targets[0].target;
    return [{
      endpoint: "/domain/competitors",
      reason: `Find the domains competing with ${t} to compare its traffic with`,
      body: { target: hostOfTarget(t) || t, ...locale },
    }];
  }
  return behind.map((t) => ({
    endpoint: "/domain/intersection",
    reason: `Keywords ${r.leader} ranks for and ${t.target} does not`,
    body: { target1: r.leader!, target2: t.target, intersections: false, ...locale, limit: 50 },
  }));
}
