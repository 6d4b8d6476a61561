/**
 * The risk register, one kind of risk a file, in the order they are assessed; the register
 * lists them by severity (high first), keeping that order within a severity.
 */
import { allDecisions } from "../../rule.ts";
import type { PlanRisk } from "../result.ts";
import { SEVERITY_RANK } from "../thresholds.ts";
import { ambiguousDependency } from "./ambiguous_dependency.ts";
import { blockedItems } from "./blocked_items.ts";
import { dependencyCycle } from "./dependency_cycle.ts";
import { duplicateTitles } from "./duplicate_titles.ts";
import { keywordOverlap } from "./keyword_overlap.ts";
import { linkScheme } from "./link_scheme.ts";
import { missingEstimates } from "./missing_estimates.ts";
import { overHorizon } from "./over_horizon.ts";
import { oversizedItems } from "./oversized_items.ts";
import { selfDependency } from "./self_dependency.ts";
import type { RiskFacts, RiskRule } from "./types.ts";
import { unknownDependency } from "./unknown_dependency.ts";

export type * from "./types.ts";

/** The risks, in the order they are assessed. */
export const RISK_RULES: readonly RiskRule[] = [
  unknownDependency,
  ambiguousDependency,
  selfDependency,
  dependencyCycle,
  blockedItems,
  oversizedItems,
  overHorizon,
  keywordOverlap,
  duplicateTitles,
  linkScheme,
  missingEstimates,
];

/** Every risk the plan raises, high first (stable within a severity). */
export function riskRegister(f: RiskFacts): PlanRisk[] {
  const risks = allDecisions(RISK_RULES, f).flat();
  return risks.sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}
