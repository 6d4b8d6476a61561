/**
 * The follow-up requests: a refresh brief after a decay (or, for a stable seasonal page, one to
 * run before its season), the SERP's movement, the SERP itself. Every call about the page
 * carries its URL, the keyword's market and its current rank (the latest check).
 */
import type { NextCall } from "../../agent/workflow.ts";
import { monthLabel } from "./demand.ts";
import type { WorkflowFacts } from "./facts.ts";

/** Snapshots and results per snapshot handed to `/serp/volatility` (its bounds: 60, 100). */
const VOLATILITY_SNAPSHOTS = 60;
const VOLATILITY_RESULTS = 20;

export function nextCallsOf(f: WorkflowFacts): NextCall[] {
  const a = f.audit;
  const locale = { location: a.market.location, language: a.market.language_code };
  const calls: NextCall[] = [];
  if (a.decay_detected) calls.push(refreshBriefCall(f, locale));
  else if (a.driver === "demand" && a.demand?.season_returns) calls.push(seasonalCall(f, locale));
  if (a.serp_shift?.whole_serp_moved) calls.push(volatilityCall(f));
  if (a.trend === "lost" || a.trend === "not_ranking") {
    calls.push({
      endpoint: "/analyze/serp",
      reason: `See what the SERP of "${a.keyword}" shows now, and where ${a.url} stands in it`,
      body: { keyword: a.keyword, ...locale, device: a.device, target: a.url },
    });
  }
  return calls;
}

/** A brief to refresh a stable seasonal page before its season: not urgent, no recovery goal. */
function seasonalCall(f: WorkflowFacts, locale: Record<string, string>): NextCall {
  const a = f.audit;
  const rank = a.latest?.position ?? null;
  return {
    endpoint: "/content/refresh-brief",
    reason: `Not urgent: the ranking holds and demand is seasonal; run this by ${
      monthLabel(a.demand!.refresh_by!)
    } to refresh the page before searches return in ${monthLabel(a.demand!.season_returns!)}`,
    body: {
      url: a.url,
      keyword: a.keyword,
      ...locale,
      ...(rank === null ? {} : { current_rank: rank }),
    },
  };
}

function refreshBriefCall(f: WorkflowFacts, locale: Record<string, string>): NextCall {
  const a = f.audit;
  const rank = a.latest?.position ?? null;
  return {
    endpoint: "/content/refresh-brief",
    reason: `The page lost ranking for "${a.keyword}" between ${a.drop!.last_good_date} and ${
      a.drop!.date
    } (now ${rank === null ? "not listed" : `#${rank}`}): get a gap-based brief to recover it`,
    body: {
      url: a.url,
      keyword: a.keyword,
      ...locale,
      ...(rank === null ? {} : { current_rank: rank }),
      refresh_goal: "recover_rankings",
    },
  };
}

function volatilityCall(f: WorkflowFacts): NextCall {
  const a = f.audit;
  const snapshots = f.observations.slice(-VOLATILITY_SNAPSHOTS).map((o) => ({
    checked_at: o.checked_at,
    results: o.results.slice(0, VOLATILITY_RESULTS).map((r) => ({
      position: r.position,
      url: r.url,
    })),
  }));
  return {
    endpoint: "/serp/volatility",
    reason: `Only ${
      Math.round(a.serp_shift!.top10_kept_share * 100)
    }% of the top 10 stayed across the drop: score how much the whole SERP moved (the window's snapshots, top ${VOLATILITY_RESULTS} each)`,
    body: {
      keyword: a.keyword,
      snapshots,
      location: a.market.location,
      device: a.device,
      target: a.url,
    },
  };
}
