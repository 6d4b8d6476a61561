/** The agent workflow and the markdown summary. */
import { type AgentWorkflow, agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import { actionsOf } from "./actions.ts";
import { evidenceOf } from "./evidence.ts";
import { positionText, type WorkflowFacts } from "./facts.ts";
import { limitationsOf } from "./limitations.ts";
import { nextCallsOf } from "./next_calls.ts";
import { rangeText } from "./verdict.ts";

export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const a = f.audit;
  return agentWorkflow({
    decision: decisionOf(a),
    confidence: f.confidence,
    summary: `"${a.keyword}", ${a.url}: ${a.verdict}`,
    recommended_actions: actionsOf(f),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

/** The trend, or "stable_demand_seasonal" / "stable_demand_falling" when demand moves the clicks. */
export function decisionOf(a: WorkflowFacts["audit"]): string {
  if (a.trend !== "stable" || a.driver !== "demand" || !a.demand) return a.trend;
  return a.demand.direction === "seasonal" ? "stable_demand_seasonal" : "stable_demand_falling";
}

/** The markdown summary: verdict, key figures, actions and the first limitations. */
export function markdownOf(f: WorkflowFacts, workflow: AgentWorkflow): string {
  const a = f.audit;
  const figures: [string, string | number][] = [
    ["Trend", a.trend.replaceAll("_", " ")],
    ["Observations", `${a.observations.in_window} in ${a.window.from} to ${a.window.to}`],
    ["Median position", a.baseline.position ?? "not listed"],
    ["Usual range", `${rangeText(a)} (noise band +/-${a.baseline.tolerance_positions ?? 0})`],
    ["Clicks driven by", a.driver.replaceAll("_", " ")],
  ];
  if (a.latest) {
    figures.push(["Latest", positionText(a.latest.position, a.latest.depth)]);
  }
  if (a.drop) {
    figures.push(
      ["Drop", `between ${a.drop.last_good_date} and ${a.drop.date}`],
      ["Expected clicks vs baseline", `${a.drop.expected_clicks_change_percent}%`],
    );
  }
  if (a.demand) figures.push(["Demand", a.demand.text]);
  figures.push(["Confidence", f.confidence]);
  return markdownSummary({
    title: `Content decay: ${a.keyword}`,
    headline: a.verdict,
    figures,
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 3),
  });
}
