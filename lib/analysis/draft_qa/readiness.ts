/** The publish readiness score and verdict from the issues, by the table of thresholds.ts. */
import type { Facts } from "./facts.ts";
import type { Issue, Readiness } from "./result.ts";
import { BANDS, DEPTHS, WEIGHTS } from "./thresholds.ts";

/** Score, verdict and why. */
export interface ReadinessVerdict {
  score: number;
  readiness: Readiness;
  reason: string;
}

/**
 * 100 minus each issue's weight (floor 0), banded. Held back from `ready`: by a high issue, by
 * evidence without a single ranking page read (nothing to compare against), and on strict depth
 * by any medium issue or a score under the strict bar.
 */
export function readinessOf(issues: readonly Issue[], f: Facts): ReadinessVerdict {
  const score = Math.max(0, 100 - issues.reduce((sum, i) => sum + WEIGHTS[i.severity], 0));
  if (score < BANDS.needs_work) {
    return { score, readiness: "not_ready", reason: `score ${score} is under ${BANDS.needs_work}` };
  }
  const high = issues.find((i) => i.severity === "high");
  const medium = issues.find((i) => i.severity === "medium");
  const bar = DEPTHS[f.depth].readyScore;
  const hold = high
    ? `a high issue remains (${high.id})`
    : f.a.pages_read === 0
    ? "no ranking page was read: the draft could not be compared with what ranks"
    : f.depth === "strict" && medium
    ? `strict depth: a medium issue remains (${medium.id})`
    : score < bar
    ? `score ${score} is under ${bar}`
    : null;
  if (hold) return { score, readiness: "needs_work", reason: hold };
  return {
    score,
    readiness: "ready",
    reason: `score ${score} with no high issue${
      f.depth === "strict" ? " and no medium issue" : ""
    }`,
  };
}
