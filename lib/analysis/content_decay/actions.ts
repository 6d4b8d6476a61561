/**
 * The recommended actions, by trend and by what drives the clicks.
 *
 * A refresh is `high` only for a decay that is sustained (three checks or more) and well
 * supported (confidence at least 0.6), and that the next weeks of demand make urgent: off season,
 * with the season months away, it is scheduled before the season instead (`medium`). Noise and
 * demand never earn `high`: a page inside its noise band is not rewritten because searches
 * fell (Google Search Central, "Debugging drops in Google Search traffic": a small drop in
 * position or a seasonal fall in interest does not call for drastic changes); a refresh of a
 * seasonal page is timed before its season, when the work pays.
 */
import type { RecommendedAction } from "../../agent/workflow.ts";
import { monthLabel, monthName } from "./demand.ts";
import type { WorkflowFacts } from "./facts.ts";
import { GAP_DAYS } from "./gaps.ts";

/** A decay run this long or longer is more than a fluctuation. */
export const HIGH_MIN_RUN = 3;
/** Confidence at least this supports a `high` refresh. */
export const HIGH_MIN_CONFIDENCE = 0.6;
/** Off season with the season this many months away or more, a refresh can be scheduled. */
export const SCHEDULE_MONTHS = 3;

export function actionsOf(f: WorkflowFacts): RecommendedAction[] {
  const a = f.audit;
  const actions: RecommendedAction[] = [...TREND_ACTIONS[a.trend](f)];
  const rival = a.competitors_gained[0];
  if (a.decay_detected && rival) {
    actions.push({
      action: "Compare the page with the result that rose above it",
      priority: "medium",
      reason: `${rival.url} moved to position ${rival.position_after} (${
        rival.position_before === null ? "not listed before" : `from ${rival.position_before}`
      }) across the drop`,
      target: rival.url,
    });
  }
  if (a.gaps.length > 0 && a.trend !== "insufficient_data") {
    actions.push({
      action: "Check the ranking at least weekly",
      priority: "low",
      reason: `${a.gaps.length} gap${
        a.gaps.length === 1 ? "" : "s"
      } of more than ${GAP_DAYS} days in the history: a drop inside one is dated late`,
    });
  }
  return actions;
}

/** Months from the month of `now` to yyyy-mm `month`. */
function monthsUntil(month: string, now: Date): number {
  const [y, m] = month.split("-").map(Number);
  return (y - now.getUTCFullYear()) * 12 + (m - 1 - now.getUTCMonth());
}

/** The refresh after a decay: high when sustained, supported and not schedulable; else medium. */
function refreshPriority(f: WorkflowFacts): RecommendedAction["priority"] {
  const d = f.audit.demand;
  const schedulable = d?.season_returns != null &&
    monthsUntil(d.season_returns, f.data.now) >= SCHEDULE_MONTHS;
  const sustained = (f.audit.drop?.observations_since ?? 0) >= HIGH_MIN_RUN;
  return sustained && f.confidence >= HIGH_MIN_CONFIDENCE && !schedulable ? "high" : "medium";
}

/** " Do it by July 2027, before the season returns in August 2027." when off season. */
function timing(f: WorkflowFacts): string {
  const d = f.audit.demand;
  if (!d?.refresh_by || !d.season_returns) return "";
  return ` Do it by ${monthLabel(d.refresh_by)}, before searches return in ${
    monthLabel(d.season_returns)
  }.`;
}

/** The actions of a stable page: nothing to do, or a refresh timed before the season. */
function stableActions(f: WorkflowFacts): RecommendedAction[] {
  const a = f.audit;
  const d = a.demand;
  if (a.driver !== "demand" || !d) {
    return [{
      action: "No action needed: keep the page current",
      priority: "low",
      reason: `The ranking stayed within its noise band over ${a.observations.in_window} checks`,
      target: a.url,
    }];
  }
  const out: RecommendedAction[] = [{
    action: "Do not rewrite the page now: the ranking holds, the fall in clicks is demand",
    priority: "low",
    reason:
      `The page stayed within its noise band over ${a.observations.in_window} checks. ${d.text}`,
    target: a.url,
  }];
  if (d.refresh_by && d.season_returns && d.peak) {
    out.push({
      action: `Refresh the page by ${monthLabel(d.refresh_by)}, before the season returns in ${
        monthLabel(d.season_returns)
      }`,
      priority: "low",
      reason: `Searches peak in ${
        monthName(Number(d.peak.month.slice(5)))
      }: a refresh crawled before the season meets the demand; now it would change nothing`,
      target: a.url,
    });
  }
  return out;
}

const TREND_ACTIONS: Record<
  WorkflowFacts["audit"]["trend"],
  (f: WorkflowFacts) => RecommendedAction[]
> = {
  declining: (f) => [{
    action: "Refresh the page for the keyword",
    priority: refreshPriority(f),
    reason: `Since ${f.audit.drop!.date} the page sits at position ${
      f.audit.drop!
        .position_after
    } (was ${f.audit.drop!.position_before} until ${
      f.audit.drop!
        .last_good_date
    }) over ${f.audit.drop!.observations_since} checks: expected clicks ${
      f.audit
        .drop!.expected_clicks_change_percent
    }% against before the drop.${timing(f)}`,
    target: f.audit.url,
  }],
  lost: (f) => [{
    action: "Check the page is still indexable and still targets the keyword, then refresh it",
    priority: refreshPriority(f),
    reason: `The page has not been listed since ${f.audit.drop!.date} (${
      f.audit.drop!
        .observations_since
    } checks).${timing(f)}`,
    target: f.audit.url,
  }],
  unconfirmed_drop: (f) => [{
    action: "Check the ranking again within a week before changing the page",
    priority: "medium",
    reason: "Only the latest check is outside the page's noise band: one check is not a trend",
    target: f.audit.url,
  }],
  recovering: (f) => [{
    action: "Keep watching the ranking; no change needed yet",
    priority: "low",
    reason: "The page is back within its noise band",
    target: f.audit.url,
  }],
  stable: stableActions,
  not_ranking: (f) => [{
    action: "Check the page targets the keyword (title, H1, content) and is indexed",
    priority: "medium",
    reason: `The page was not listed in any observation of the last ${f.audit.lookback_days} days`,
    target: f.audit.url,
  }],
  insufficient_data: () => [{
    action: "Run this check again over the coming days",
    priority: "medium",
    reason:
      "Each run records a SERP snapshot; 3 observations a few days apart are needed to call a trend",
  }],
};
