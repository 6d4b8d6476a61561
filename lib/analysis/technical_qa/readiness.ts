/** The readiness score and band from the findings, by the weights of thresholds.ts. */
import type { Finding, TechnicalQaResult } from "./result.ts";
import { BANDS, BLOCKING_CHECKS, WEIGHTS } from "./thresholds.ts";

/** Score and band. */
export interface Readiness {
  score: number;
  band: TechnicalQaResult["readiness_band"];
  /** The finding that capped the band at blocked, or null. */
  capped_by: string | null;
}

/** 100 minus each finding's weight (floor 0), banded; a blocking high finding caps at blocked. */
export function readinessOf(findings: readonly Finding[]): Readiness {
  const lost = findings.reduce((sum, f) => sum + WEIGHTS[f.severity], 0);
  const score = Math.max(0, 100 - lost);
  const cap = findings.find((f) => f.severity === "high" && BLOCKING_CHECKS.has(f.id));
  const band = cap || score < BANDS.needs_work
    ? "blocked"
    : score >= BANDS.ready
    ? "ready"
    : "needs_work";
  return { score, band, capped_by: cap?.id ?? null };
}
