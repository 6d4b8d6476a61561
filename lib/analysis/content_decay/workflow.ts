/** The agent workflow and the markdown summary. */
import { type AgentWorkflow, agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import { actionsOf } from "./actions.ts";
import { evidenceOf } from "./evidence.ts";
import { positionText, type WorkflowFacts } from "./facts.ts";
import { limitationsOf } from "./limitations.ts";
import { nextCallsOf } from "./next_calls.ts";

export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const a = f.audit;
  return agentWorkflow({
    decision: a.trend,
    confidence: f.confidence,
    summary: `"${a.keyword}", ${a.url}: ${a.verdict}`,
    recommended_actions: actionsOf(f),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

/** The markdown summary: verdict, key figures, actions and the first limitations. */
export function markdownOf(f: WorkflowFacts, workflow: AgentWorkflow): string {
  const a = f.audit;
  const figures: [string, string | number][] = [
    ["Trend", a.trend.replace("_", " ")],
    ["Observations", `${a.observations.in_window} in ${a.window.from} to ${a.window.to}`],
    ["Baseline position", a.baseline.position ?? "not listed"],
  ];
  if (a.latest) {
    figures.push(["Latest", positionText(a.latest.position, a.latest.depth)]);
  }
  if (a.drop) {
    figures.push(
      ["Drop date", a.drop.date],
      ["Expected clicks vs baseline", `${a.drop.expected_clicks_change_percent}%`],
    );
  }
  figures.push(["Confidence", f.confidence]);
  return markdownSummary({
    title: `Content decay: ${a.keyword}`,
    headline: a.verdict,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });
}
