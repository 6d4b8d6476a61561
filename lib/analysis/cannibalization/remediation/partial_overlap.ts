/** A partial overlap is sharpened, not consolidated: each page keeps what only it covers. */
import { SEVERITY_BANDS } from "../thresholds.ts";
import { differentiate } from "./differentiate.ts";
import type { RemediationRule } from "./types.ts";

export const partialOverlap: RemediationRule = {
  id: "partial_overlap",
  method:
    "partial overlap (score < 60, the page's contested share < 0.5, no shared primary, title similarity < 0.8) -> differentiate",
  decide({ p, k, r, share, make }) {
    const strong = r.score >= SEVERITY_BANDS.high || (share ?? 0) >= 0.5 || r.samePrimary ||
      (r.titleSimilarity ?? 0) >= 0.8;
    if (strong) return null;
    return differentiate(
      p,
      k,
      r,
      make,
      `Overlap is partial (score ${r.score}); sharpen ${p.url} on what only it covers`,
    );
  },
};
