/**
 * How strong the evidence of a conflict is: queries both pages rank for are Google's own
 * behaviour (direct evidence); a canonical or indexability problem is a fact of the pages;
 * shared keywords and titles only say what the pages were written for (weak evidence).
 */
import type { ConflictReason } from "./result.ts";

/** Strength of each kind of reason as evidence that the pages compete, 0 to 1. */
const EVIDENCE: Record<ConflictReason["type"], number> = {
  shared_ranking_queries: 1,
  canonical_ignored: 1,
  canonical_loop: 0.9,
  canonical_chain: 0.9,
  canonical_to_non_indexable: 0.9,
  noindex_with_canonical: 0.9,
  noindex_still_ranking: 0.8,
  shared_primary_keyword: 0.55,
  shared_target_keywords: 0.5,
  near_duplicate_title: 0.35,
};

/** Below this, a conflict rests on wording alone: its severity is at most medium. */
export const DIRECT_EVIDENCE = 0.8;

/** The strongest evidence among a conflict's reasons (weighted queries count fully). */
export function evidenceStrength(
  reasons: readonly ConflictReason[],
  basis: "impressions" | "clicks" | "count" | null,
): number {
  let best = 0;
  for (const r of reasons) {
    const s = r.type === "shared_ranking_queries" && basis === "count" ? 0.8 : EVIDENCE[r.type];
    if (s > best) best = s;
  }
  return best;
}
