/**
 * How strong the evidence of a conflict is: the strongest of its reasons, each weighed by the
 * `EVIDENCE` table of thresholds.ts (queries both pages rank for are Google's own behaviour; a
 * canonical or indexability problem is a fact of the pages; shared keywords and titles only say
 * what the pages were written for).
 */
import type { ConflictReason } from "./result.ts";
import { EVIDENCE, UNWEIGHTED_QUERY_EVIDENCE } from "./thresholds.ts";

/** The strongest evidence among a conflict's reasons (weighted queries count fully). */
export function evidenceStrength(
  reasons: readonly ConflictReason[],
  basis: "impressions" | "clicks" | "count" | null,
): number {
  let best = 0;
  for (const r of reasons) {
    const s = r.type === "shared_ranking_queries" && basis === "count"
      ? UNWEIGHTED_QUERY_EVIDENCE
      : EVIDENCE[r.type];
    if (s > best) best = s;
  }
  return best;
}
