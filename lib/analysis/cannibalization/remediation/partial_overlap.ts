/** A partial overlap is sharpened, not consolidated: each page keeps what only it covers. */
import { REMEDIATION, SEVERITY_BANDS } from "../thresholds.ts";
import { differentiate } from "./differentiate.ts";
import { DECIDES, type RemediationRule } from "./types.ts";

export const partialOverlap: RemediationRule = {
  id: "partial_overlap",
  decides: DECIDES,
  when:
    `a partial overlap (score < ${SEVERITY_BANDS.high}, the page's contested share < ${REMEDIATION.strong_share}, no shared primary keyword, title similarity < ${REMEDIATION.same_title}): differentiate`,
  because:
    "SEO practice: two pages that only partly overlap are sharpened, not consolidated; each keeps what only it covers and leaves the shared query to the kept page",
  decide({ p, k, r, share, make }) {
    const strong = r.score >= SEVERITY_BANDS.high || (share ?? 0) >= REMEDIATION.strong_share ||
      r.samePrimary || (r.titleSimilarity ?? 0) >= REMEDIATION.same_title;
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
