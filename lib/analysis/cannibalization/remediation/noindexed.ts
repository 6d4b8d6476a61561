/** A page already marked non-indexable stays out of the index: keep the noindex. */
import { DECIDES, type RemediationRule } from "./types.ts";

export const noindexed: RemediationRule = {
  id: "noindexed",
  decides: DECIDES,
  when:
    "the page is already non-indexable (indexable: false): noindex, kept (its canonical dropped when it has one)",
  because:
    "a noindexed page stays out of Google's results (Google Search Central, block indexing with noindex); noindex beside rel=canonical is a contradictory signal (Google's John Mueller), so the canonical goes",
  decide({ p, types, make }) {
    if (p.indexable !== false) return null;
    return make(
      "noindex",
      types.has("noindex_with_canonical")
        ? `${p.url} is already non-indexable; keep the noindex and drop its canonical to ${p.canonicalRaw} so the signals agree`
        : `${p.url} is already non-indexable; keep it out of the index and out of the sitemap`,
      types.has("noindex_still_ranking") ? "medium" : "low",
    );
  },
};
