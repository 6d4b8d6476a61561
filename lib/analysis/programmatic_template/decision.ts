/** The launch decision: hold, go or pilot, with its reasons. */
import type { Level } from "../../agent/workflow.ts";
import type { Duplicates } from "./duplicates.ts";
import type { TemplateFacts } from "./facts.ts";
import type { Readiness } from "./readiness.ts";
import type { Issue, LaunchDecision, ScaleRisk } from "./result.ts";
import { DECISION, THRESHOLDS } from "./thresholds.ts";
import { plural } from "./values.ts";

/** What the decision reads. */
export interface DecisionInput {
  facts: TemplateFacts;
  dups: Duplicates;
  readiness: Readiness;
  blocking: Issue[];
  risks: ScaleRisk[];
  riskLevel: Level;
}

/** Why the launch is held: blocking issues, no records, low readiness, thin or duplicated data. */
function holdReasons(d: DecisionInput): string[] {
  const reasons: string[] = [];
  const n = d.facts.records.length;
  const { readiness, thinShare, dupShare } = d.readiness;
  if (d.blocking.length > 0) reasons.push(...d.blocking.map((b) => b.detail));
  if (n === 0) reasons.push("no sample_records to verify the data");
  if (readiness < DECISION.hold_readiness) {
    reasons.push(`readiness ${readiness} is below ${DECISION.hold_readiness}`);
  }
  if (n > 0 && thinShare >= DECISION.thin_share) {
    reasons.push(`${d.facts.thin.length} of ${n} sample records are thin`);
  }
  if (n > 0 && dupShare >= DECISION.duplicated_share) {
    reasons.push(`${d.dups.duplicated.size} of ${n} sample records are duplicated`);
  }
  const doorway = d.risks.find((r) => r.risk === "doorway_pages" && r.level === "high");
  if (doorway) reasons.push(`doorway-page risk is high: ${doorway.reason}`);
  return reasons;
}

/** Why a launch that is not held is a pilot rather than a go. */
function pilotReasons(d: DecisionInput): string[] {
  const reasons: string[] = [];
  const n = d.facts.records.length;
  const { readiness } = d.readiness;
  if (readiness < DECISION.go_readiness) {
    reasons.push(`readiness ${readiness} is below ${DECISION.go_readiness}`);
  }
  if (d.riskLevel !== "low") {
    reasons.push(
      `scale risk is ${d.riskLevel}: ${
        d.risks.filter((r) => r.level === d.riskLevel).map((r) => r.risk).join(", ")
      }`,
    );
  }
  if (n < THRESHOLDS.go_min_records) {
    reasons.push(`only ${plural(n, "sample record")} (go needs ${THRESHOLDS.go_min_records})`);
  }
  return reasons;
}

/** Hold on any hold reason; go when ready, low-risk and sampled enough; pilot otherwise. */
export function launchDecision(d: DecisionInput): { decision: LaunchDecision; reasons: string[] } {
  const reasons = holdReasons(d);
  if (reasons.length > 0) return { decision: "hold", reasons };
  const n = d.facts.records.length;
  const { readiness } = d.readiness;
  if (
    readiness >= DECISION.go_readiness && d.riskLevel === "low" && n >= THRESHOLDS.go_min_records
  ) {
    return {
      decision: "go",
      reasons: [
        `readiness ${readiness} >= ${DECISION.go_readiness}, scale risk low, ${n} sample records checked`,
      ],
    };
  }
  return { decision: "pilot", reasons: pilotReasons(d) };
}
