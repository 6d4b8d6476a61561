/** The agent workflow and the markdown summary. */
import { type AgentWorkflow, agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import { actionsOf } from "./actions/mod.ts";
import { attributionOf } from "./attribution/mod.ts";
import { evidenceOf } from "./evidence.ts";
import { type OwnerFacts, ownerFactsOf, type WorkflowFacts } from "./facts.ts";
import { limitationsOf } from "./limitations/mod.ts";
import { lossSentence } from "./loss.ts";
import { nextCallsOf } from "./next_calls.ts";
import { fmtPos } from "./numbers.ts";
import type { SerpVolatilityReport, SnapshotPair } from "./result.ts";
import { hasSameTimes } from "./snapshots.ts";
import { CONFIDENCE as C, FIRST_PAGE } from "./thresholds.ts";
import { plural } from "../../toolkit/prose.ts";

export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const o = ownerFactsOf(f);
  const { decision, summary } = attributionOf(o);
  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f, o, summary),
    recommended_actions: actionsOf({ f, o, decision }),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f, o),
  });
}

/** The headline, the owner's loss and the attribution's closing sentence. */
function summaryOf(f: WorkflowFacts, o: OwnerFacts, closing: string): string {
  const { owner, ownerLoss } = o;
  const head = `"${f.keyword}" scored ${f.score}/100 (${f.level.replace("_", " ")}) over ${
    plural(f.snapshots.length, "snapshot")
  }`;
  const who = owner && ownerLoss ? `; ${owner.domain} ${lossSentence(ownerLoss)}` : "";
  return `${head}${who}. ${closing}.`;
}

/** `CONFIDENCE.floor` to `CONFIDENCE.ceiling`: grows with the comparisons, less for flawed snapshots. */
function confidenceOf(f: WorkflowFacts): number {
  let c = C.base + Math.min(C.comparisons_max, C.per_comparison * (f.snapshots.length - 1));
  if (f.snapshots.some((s) => s.ranked.length < FIRST_PAGE)) c -= C.short_list;
  if (f.snapshots.some((s) => s.duplicates > 0 || s.unparsed > 0)) c -= C.unclean_snapshot;
  if (hasSameTimes(f.snapshots)) c -= C.same_times;
  return Math.max(C.floor, Math.min(C.ceiling, c));
}

/** The markdown summary: headline, key figures, actions and the first limitations. */
export function markdownOf(
  r: SerpVolatilityReport,
  peak: SnapshotPair | null,
  workflow: AgentWorkflow,
): string {
  const level = r.interpretation.level;
  const figures: [string, string | number][] = [
    ["Volatility score (0-100)", r.volatility_score],
    ["Level", `${level.replace("_", " ")} (${r.sensitivity} sensitivity)`],
    ["Snapshots", `${r.snapshot_count} (${r.period.from} to ${r.period.to})`],
    ["Mean RBO between consecutive snapshots", r.mean_rbo],
  ];
  if (peak) figures.push(["Biggest shift", `${peak.score} (${peak.from} to ${peak.to})`]);
  for (const d of r.domain_movement.slice(0, 5)) {
    figures.push([
      `${d.domain}${d.is_owner ? " (you)" : ""}`,
      d.status === "unknown"
        ? `${fmtPos(d.first_position)} to ${
          fmtPos(d.last_position)
        } (beyond the other snapshot's depth: unknown there)`
        : `${fmtPos(d.first_position)} to ${fmtPos(d.last_position)} (${d.status})`,
    ]);
  }
  return markdownSummary({
    title: `SERP volatility: ${r.keyword}`,
    headline: r.interpretation.sentence,
    figures,
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 3),
  });
}
