/** The recommended actions of the workflow: the top link actions, asset gaps and sourcing advice. */
import type { RecommendedAction } from "../../agent/workflow.ts";
import type { OpportunityAction } from "./result.ts";
import { COVERED } from "./thresholds.ts";
import type { WorkflowFacts } from "./workflow.ts";
import { plural } from "../../toolkit/prose.ts";

/** The top 6 actions, the top 2 asset gaps, and what to do about spam and lower priorities. */
export function recommendedActionsOf(f: WorkflowFacts, decision: string): RecommendedAction[] {
  const actions: RecommendedAction[] = [];
  for (const a of f.actions.slice(0, 6)) {
    actions.push({
      action: actionText(a),
      priority: a.priority,
      reason: `Score ${a.score}. ${a.reason}`,
      target: a.source_url ?? a.source_domain,
    });
  }
  f.assetGaps.slice(0, 2).forEach((gap, i) => {
    // One asset at a time: only the top gap can be "high", and only with 3+ prospects behind
    // it or when building an asset is the decision.
    const strong = gap.prospects >= 3 || decision === "build_linkable_asset";
    actions.push({
      action: `Create a linkable asset on "${gap.topic}"`,
      priority: i === 0 && strong ? "high" : "medium",
      reason: `${gap.prospects} prospect${gap.prospects === 1 ? " covers" : "s cover"} it (${
        gap.example_domains.join(", ")
      }) and no owned asset holds ${Math.round(100 * COVERED)}% of its terms`,
      target: gap.topic,
    });
  });
  if (
    f.counts.unique_prospects > 0 && f.counts.excluded_spam * 10 >= 3 * f.counts.unique_prospects
  ) {
    actions.push({
      action: "Tighten prospect sourcing before the next batch",
      priority: "low",
      reason:
        `${f.counts.excluded_spam} of ${f.counts.unique_prospects} unique prospects were above spam score ${f.maxSpam}`,
    });
  }
  if (f.counts.below_min_priority > 0) {
    actions.push({
      action: `Keep the ${
        plural(f.counts.below_min_priority, "lower-priority prospect")
      } for a later batch`,
      priority: "low",
      reason: `They scored below min_priority ${f.minPriority}; see excluded (below_min_priority)`,
    });
  }
  return actions;
}

/** The instruction of a link action, by type. */
function actionText(a: OpportunityAction): string {
  const where = a.source_url ?? a.source_domain;
  const asset = a.matched_asset?.url;
  switch (a.type) {
    case "reclaim":
      return `Reclaim the lost link from ${a.source_domain}`;
    case "repair":
      return `Get the broken link on ${where} replaced${asset ? ` with ${asset}` : ""}`;
    case "link_gap":
      return `Pitch ${asset ?? "a matching page"} to ${where}, which links to ${
        plural(a.linked_competitors.length, "competitor")
      } but not to you`;
    case "resource_page":
      return `Suggest ${asset ?? "a useful page"} for the resource page ${where}`;
    case "digital_pr":
      return `Pitch ${a.source_domain} a story${asset ? ` built on ${asset}` : ""}`;
    case "outreach":
      return `Reach out to ${a.source_domain}${asset ? ` with ${asset}` : ""}`;
  }
}
