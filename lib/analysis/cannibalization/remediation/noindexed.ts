/** A page already marked non-indexable stays out of the index: keep the noindex. */
import type { RemediationRule } from "./types.ts";

export const noindexed: RemediationRule = {
  id: "noindexed",
  method: "non-indexable -> noindex (keep)",
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
