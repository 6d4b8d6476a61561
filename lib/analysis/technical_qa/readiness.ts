/**
 * The readiness score and band from the findings. The worst finding decides first: a critical
 * (high) finding means the page is kept out of the index or shown under another URL, so the band
 * is blocked and the score at most 40; an important (medium) one costs rich results or snippets,
 * so the band is needs_work and the score at most 80. Only minor findings left: 100 minus their
 * weights, ready at 85.
 */
import type { Finding, TechnicalQaResult } from "./result.ts";
import { BANDS, SCORE_CAPS, WEIGHTS } from "./thresholds.ts";

/** Score and band. */
export interface Readiness {
  score: number;
  band: TechnicalQaResult["readiness_band"];
  /** The finding that capped the band at blocked, or null. */
  capped_by: string | null;
}

/**
 * Worst finding first, then 100 minus each finding's weight (floor 0). A page that answered an
 * error status is out of the index whatever its findings say: blocked, even when the status is
 * the intended one (a removal on purpose has no repair, and its finding stays minor).
 */
export function readinessOf(findings: readonly Finding[], errorStatus = false): Readiness {
  const lost = findings.reduce((sum, f) => sum + WEIGHTS[f.severity], 0);
  const high = findings.find((f) => f.severity === "high");
  const medium = findings.some((f) => f.severity === "medium");
  const cap = high || errorStatus ? SCORE_CAPS.high : medium ? SCORE_CAPS.medium : 100;
  const score = Math.max(0, Math.min(cap, 100 - lost));
  const band = high || errorStatus || score < BANDS.needs_work
    ? "blocked"
    : medium || score < BANDS.ready
    ? "needs_work"
    : "ready";
  return { score, band, capped_by: (high ?? (errorStatus ? findings[0] : undefined))?.id ?? null };
}
