import type { RecommendedAction } from "../../agent/workflow.ts";
import type { WorkflowFacts } from "./facts.ts";
import { type LossInterval, lossSentence } from "./loss.ts";
import type { DomainMovement } from "./result.ts";
import { normaliseDomain, normaliseUrl, sameSite } from "./urls.ts";

/** What the owner should do: react to a shift, recover a loss, settle a URL swap, keep a gain. */
export function ownerActions(
  f: WorkflowFacts,
  facts: { owner: DomainMovement | null; ownerLoss: LossInterval | null; shifted: boolean },
): RecommendedAction[] {
  const { owner, ownerLoss, shifted } = facts;
  const actions: RecommendedAction[] = [];
  const moved = ownerLoss?.pair ?? f.peak;
  if (shifted && moved) {
    actions.push({
      action: "Compare the current SERP's result types and features with the older snapshots",
      priority: "high",
      reason:
        `${moved.entered_count} URL(s) entered and ${moved.exited_count} left the results between ${moved.from} and ${moved.to} (that interval scored ${moved.score}); check whether the intent or page type Google rewards changed`,
      target: f.keyword,
    });
    actions.push({
      action: "Hold major rewrites until the SERP settles; take a new snapshot in 3-7 days",
      priority: "medium",
      reason:
        "Rankings during an update often swing back; changing pages mid-update hides what caused the move",
    });
  }
  if (!owner) return actions;
  if (ownerLoss) {
    const url = owner.first_url ?? owner.last_url;
    actions.push({
      action: shifted
        ? `Review ${url ?? owner.domain} against the new top results once the SERP settles`
        : `Check the indexing of ${url ?? owner.domain}, then refresh it for "${f.keyword}"`,
      priority: "high",
      reason: `${owner.domain} ${lossSentence(ownerLoss)}`,
      target: url ?? owner.domain,
    });
  }
  if (owner.ranking_url_changed) {
    actions.push({
      action: `Check ${owner.domain} for cannibalization: its ranking URL changed`,
      priority: "medium",
      reason:
        `${owner.first_url} ranked first, ${owner.last_url} ranks now; Google may be unsure which page answers "${f.keyword}"`,
      target: owner.last_url ?? owner.domain,
    });
  }
  const newcomers = (moved?.entered ?? [])
    .filter((url) => !sameSite(normaliseUrl(url).domain, normaliseDomain(owner.domain)))
    .slice(0, 3);
  if (newcomers.length > 0 && (shifted || ownerLoss)) {
    actions.push({
      action:
        "Study the competitor pages that entered the results for what they cover that yours do not",
      priority: "medium",
      reason: `Entered between ${moved!.from} and ${moved!.to}: ${newcomers.join(", ")}`,
    });
  }
  if (owner.status === "entered" || (owner.change !== null && owner.change >= 3)) {
    actions.push({
      action: `Protect the gain of ${owner.domain}: keep the page fresh and linked internally`,
      priority: "low",
      reason: owner.status === "entered"
        ? `It entered at #${owner.last_position}`
        : `It rose from #${owner.first_position} to #${owner.last_position}`,
      target: owner.last_url ?? owner.domain,
    });
  }
  return actions;
}
