/**
 * The scale risks of publishing the page family, one a file, in the order they are assessed;
 * the result lists them by level (high first), then by name.
 */
import type { Level } from "../../../agent/workflow.ts";
import { allDecisions } from "../../rule.ts";
import { byText } from "../../../toolkit/text.ts";
import type { ScaleRisk } from "../result.ts";
import { combinatorialExplosion } from "./combinatorial_explosion.ts";
import { doorwayPages } from "./doorway_pages.ts";
import { duplicateContent } from "./duplicate_content.ts";
import { indexBloat } from "./index_bloat.ts";
import { keywordCannibalization } from "./keyword_cannibalization.ts";
import { missingData } from "./missing_data.ts";
import { staleData } from "./stale_data.ts";
import { thinContent } from "./thin_content.ts";
import type { RiskFacts, RiskRule } from "./types.ts";
import { unverifiedData } from "./unverified_data.ts";

export type * from "./types.ts";

/** The risks, in the order they are assessed. */
export const RISK_RULES: readonly RiskRule[] = [
  unverifiedData,
  thinContent,
  duplicateContent,
  indexBloat,
  doorwayPages,
  keywordCannibalization,
  staleData,
  missingData,
  combinatorialExplosion,
];

/** The risks the facts raise, high first, then by name. */
export function scaleRisks(f: RiskFacts): ScaleRisk[] {
  const risks = allDecisions(RISK_RULES, f);
  const order: Level[] = ["high", "medium", "low"];
  return risks.sort((a, b) =>
    order.indexOf(a.level) - order.indexOf(b.level) || byText(a.risk, b.risk)
  );
}

/** The highest level among the risks (low when none). */
export function riskLevelOf(risks: readonly ScaleRisk[]): Level {
  return risks.some((r) => r.level === "high")
    ? "high"
    : risks.some((r) => r.level === "medium")
    ? "medium"
    : "low";
}
