/** The recommended actions, by trend. */
import type { RecommendedAction } from "../../agent/workflow.ts";
import type { WorkflowFacts } from "./facts.ts";

export function actionsOf(f: WorkflowFacts): RecommendedAction[] {
  const a = f.audit;
  const actions: RecommendedAction[] = [...TREND_ACTIONS[a.trend](f)];
  const rival = a.competitors_gained[0];
  if (a.decay_detected && rival) {
    actions.push({
      action: "Compare the page with the result that moved above it",
      priority: "medium",
      reason: `${rival.url} moved to position ${rival.position_after} (${
        rival.position_before === null ? "not listed" : `from ${rival.position_before}`
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
      } over a week in the history: a drop inside one is dated late`,
    });
  }
  return actions;
}

const TREND_ACTIONS: Record<
  WorkflowFacts["audit"]["trend"],
  (f: WorkflowFacts) => RecommendedAction[]
> = {
  declining: (f) => [{
    action: "Refresh the page for the keyword",
    priority: "high",
    reason: `Expected clicks fell ${-f.audit.drop!
      .expected_clicks_change_percent}% from the baseline since ${f.audit.drop!.date}`,
    target: f.audit.url,
  }],
  lost: (f) => [{
    action: "Check the page is still indexable and still targets the keyword, then refresh it",
    priority: "high",
    reason: `The page has not been listed since ${f.audit.drop!.date}`,
    target: f.audit.url,
  }],
  recovering: (f) => [{
    action: "Keep watching the ranking; no change needed yet",
    priority: "low",
    reason: "The page is back within the threshold of its baseline",
    target: f.audit.url,
  }],
  stable: (f) => [{
    action: "No action needed: keep the page current",
    priority: "low",
    reason: `The ranking stayed within ${f.audit.threshold}% of its baseline`,
    target: f.audit.url,
  }],
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
