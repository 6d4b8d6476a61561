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
import { percent, round } from "../../toolkit/numbers.ts";
import { localChannelShare } from "./channels.ts";
import type { TargetTraffic, TrafficEstimateResult } from "./result.ts";
import { about, agree, estimated, formatEstimate, plural } from "../../toolkit/prose.ts";

type Core = Omit<TrafficEstimateResult, "agent_workflow" | "markdown_summary">;

/** Opportunity at or above these is a high and a medium priority to close. */
export const GAP_BANDS = { high: 50, medium: 25 };

function levelOf(score: number): Level {
  return score >= GAP_BANDS.high ? "high" : score >= GAP_BANDS.medium ? "medium" : "low";
}

/** The like-for-like targets trailing the benchmark most, worth a keyword-gap look (at most 3). */
export function trailing(r: Core): TargetTraffic[] {
  return r.targets.filter((t) =>
    t.like_for_like && t.target !== r.benchmark && t.opportunity_score !== null &&
    levelOf(t.opportunity_score) !== "low"
  )
    .sort((a, b) =>
      (b.opportunity_score ?? 0) - (a.opportunity_score ?? 0) || a.target.localeCompare(b.target)
    )
    .slice(0, 3);
}

/** Confidence lost per target set aside by its footprint alone (an inference, not a list). */
const INFERRED_KIND = 0.05;

/** The decision block and the report. */
export function trafficWorkflow(
  r: Core,
  options: { market: ResolvedMarket; first?: string },
) {
  const market = marketLabel(options.market);
  const behind = trailing(r);
  const s = r.summary;
  const missing = r.targets.filter((t) => !t.found);
  const setAside = r.targets.filter((t) => t.found && !t.like_for_like);
  const paidLed = r.targets.filter((t) => t.footprint_type === "paid_led");
  const local = r.targets.filter((t) => localChannelShare(t) !== null);
  const bench = r.targets.find((t) => t.target === r.benchmark);
  const lead = r.targets.find((t) => t.target === r.leader);
  const decision = s.found === 0
    ? "no_traffic_data"
    : s.targets === 1
    ? "profile_single_target"
    : behind.length > 0
    ? "close_gap_to_leader"
    : "targets_are_comparable";
  const parts: string[] = [];
  if (s.found === 0) {
    parts.push(
      `No traffic data for ${plural(s.targets, "target")} in ${market}.`,
    );
  } else {
    parts.push(
      `${s.found} of ${plural(s.targets, "target")} ${
        agree(s.found, "has", "have")
      } data in ${market}.`,
    );
    if (bench) {
      parts.push(
        `Organic benchmark among like-for-like sites: ${bench.target} (${
          estimated(bench.traffic.organic, "organic click")
        } a month, brand and non-brand together).`,
      );
    }
    if (lead && lead.target !== r.benchmark) {
      parts.push(
        `${lead.target} has the most organic traffic (${
          estimated(lead.traffic.organic, "click")
        } a month) but is ${lead.set_aside_reason}: not a benchmark for the others.`,
      );
    }
    for (const t of paidLed) {
      parts.push(
        `${t.target} is paid-led: ${percent(t.channel_mix.paid ?? 0)} of its estimated clicks (${
          about(t.total_traffic)
        } a month) are ads, not organic strength.`,
      );
    }
    for (const t of local) {
      parts.push(
        `${t.target} gets ${
          percent(localChannelShare(t)!)
        } of its estimated clicks from the local pack: its Google Business Profile is one of its main channels.`,
      );
    }
    for (const t of missing) {
      parts.push(
        `No data for ${t.target} (found: false): it is not in DataForSEO's database, which says nothing about its traffic.`,
      );
    }
    if (behind.length) {
      parts.push(`Furthest behind the benchmark: ${behind.map((t) => t.target).join(", ")}.`);
    }
  }
  const summary = parts.join(" ");
  const workflow = agentWorkflow({
    decision,
    // Modelled estimates: confidence falls with the targets missing and the kinds inferred
    // from footprints.
    confidence: round(
      Math.max(
        0.1,
        confidenceOf({
          rows: s.found,
          provider: r.data_source,
          missing_share: s.targets ? 1 - s.found / s.targets : 0,
        }) - INFERRED_KIND * setAside.filter((t) =>
              t.set_aside_reason?.startsWith("an information")
            ).length,
      ),
      2,
    ),
    summary,
    recommended_actions: actionsOf(r, behind, local, missing),
    evidence: evidenceOf(r, bench),
    limitations: [
      ...(r.data_source === "sandbox" ? sandboxLimitation("rankings and traffic") : []),
      "Traffic figures are estimates from rankings, search volumes and click-through curves, not analytics.",
      "The estimates do not separate brand from non-brand searches: a site's own brand queries count as its traffic. /domain/ranked-keywords splits them before anyone is called the leader.",
      ...(missing.length
        ? [
          `No data for ${
            missing.map((t) => t.target).join(", ")
          } (found: false): not scored, not compared; a new or unindexed site has no rankings in the database yet.`,
        ]
        : []),
      ...(setAside.length
        ? [
          `Set aside as not like-for-like (read from the traffic footprint or known lists): ${
            setAside.map((t) => t.target).join(", ")
          }.`,
        ]
        : []),
    ],
    next_calls: nextCallsOf(r, behind, options.market, options.first),
  });
  const markdown = markdownSummary({
    title: `Traffic estimate (${market})`,
    headline: summary,
    figures: r.targets.slice(0, 10).map((t): [string, string] => [
      t.target,
      !t.found
        ? "no data (found: false)"
        : `${formatEstimate(t.traffic.organic)} organic, ${
          formatEstimate(t.total_traffic)
        } total; ${t.footprint_type.replace("_", "-")}${
          t.opportunity_score === null
            ? `; set aside: ${t.set_aside_reason}`
            : `; opportunity ${t.opportunity_score}`
        }`,
    ]),
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 3),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

function actionsOf(
  r: Core,
  behind: TargetTraffic[],
  local: TargetTraffic[],
  missing: TargetTraffic[],
): RecommendedAction[] {
  const bench = r.targets.find((t) => t.target === r.benchmark);
  const gaps = behind.map((t) => ({
    action:
      `Find the keywords ${r.benchmark} ranks for and ${t.target} does not (/domain/intersection)`,
    priority: levelOf(t.opportunity_score ?? 0),
    reason: `${t.target} has ${
      estimated(t.traffic.organic, "organic click")
    } a month against the benchmark ${r.benchmark}'s ${
      formatEstimate(bench?.traffic.organic ?? 0)
    }; opportunity ${t.opportunity_score}`,
    target: t.target,
  }));
  const profiles = local.map((t) => ({
    action:
      `Keep ${t.target}'s Google Business Profile complete and active (categories, hours, photos, reviews and their replies)`,
    priority: "medium" as const,
    reason: `the local pack brings ${percent(localChannelShare(t)!)} of its estimated clicks (${
      formatEstimate(t.traffic.local_pack ?? 0)
    } a month); Google ranks the local pack by relevance, distance and prominence`,
    target: t.target,
  }));
  const paid = r.targets.filter((t) => t.footprint_type === "paid_led").slice(0, 2).map((t) => ({
    action:
      `Read ${t.target} as an advertiser, not an organic rival: most of its search traffic is bought`,
    priority: "low" as const,
    reason: `paid is ${percent(t.channel_mix.paid ?? 0)} of its estimated clicks; organic ${
      formatEstimate(t.traffic.organic)
    }`,
    target: t.target,
  }));
  const recheck = missing.map((t) => ({
    action: `Re-check ${t.target} in a later month: DataForSEO has no data for it yet`,
    priority: "low" as const,
    reason: "found: false means no data in the database, not zero traffic",
    target: t.target,
  }));
  return [...gaps, ...profiles, ...paid, ...recheck];
}

function evidenceOf(r: Core, bench: TargetTraffic | undefined): Evidence[] {
  const evidence: Evidence[] = [
    { claim: "Targets estimated", value: r.summary.targets, source: "targets" },
    { claim: "Targets with provider data", value: r.summary.found, source: "targets[].found" },
  ];
  if (bench) {
    evidence.push({
      claim: `The benchmark ${bench.target}'s estimated monthly organic clicks`,
      value: bench.traffic.organic,
      source: "targets[].traffic.organic",
    });
  }
  return evidence;
}

function nextCallsOf(
  r: Core,
  behind: TargetTraffic[],
  m: ResolvedMarket,
  firstTarget?: string,
): NextCall[] {
  const locale = { location: m.location, language: m.language_code };
  if (r.summary.found === 0) return [];
  const usable = r.targets.filter((t) => t.like_for_like);
  if (usable.length === 1 || !r.benchmark) {
    if (!usable[0]) return [];
    const t = usable[0].target;
    return [{
      endpoint: "/domain/competitors",
      reason: `Find the domains competing with ${t} to compare its traffic with`,
      body: { target: hostOfTarget(t) || t, ...locale },
    }];
  }
  const calls: NextCall[] = behind.map((t) => ({
    endpoint: "/domain/intersection",
    reason: `Keywords the benchmark ${r.benchmark} ranks for and ${t.target} does not`,
    body: { target1: r.benchmark!, target2: t.target, intersections: false, ...locale, limit: 50 },
  }));
  // The brand split the estimates lack: the benchmark's ranked keywords, and the first target's
  // (the one a request usually puts first: the owner) when it is another like-for-like site.
  const first = r.targets.find((t) => t.target === firstTarget);
  for (const t of [usable.find((x) => x.target === r.benchmark), first]) {
    if (!t || !t.like_for_like || calls.some((c) => c.body.target === t.target)) continue;
    calls.push({
      endpoint: "/domain/ranked-keywords",
      reason: `Split ${t.target}'s traffic into brand and non-brand keywords`,
      body: { target: hostOfTarget(t.target) || t.target, ...locale },
    });
  }
  return calls;
}
