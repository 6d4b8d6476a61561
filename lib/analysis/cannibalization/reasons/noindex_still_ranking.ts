/**
 * A page marked non-indexable that still overlaps another and still earns clicks or
 * impressions: the noindex has not taken effect (or was added recently). Only added on top of
 * a keyword, query or title reason.
 */
import { STRENGTH } from "../thresholds.ts";
import type { ReasonRule } from "./types.ts";

export const noindexStillRanking: ReasonRule = {
  id: "noindex_still_ranking",
  method: {
    noindex_still_ranking:
      "a page marked indexable: false that still has clicks or impressions and overlaps another page: 0.3",
  },
  assess(f, _ctx, found) {
    if (!f.wording || found.length === 0) return [];
    return [f.a, f.b].filter((p) => p.indexable === false).map((p) => ({
      type: "noindex_still_ranking",
      strength: STRENGTH.noindex_still_ranking,
      description: `${p.url} is marked non-indexable but still has ${p.clicks ?? 0} clicks and ${
        p.impressions ?? 0
      } impressions`,
      keywords: [],
      urls: [p.url],
    }));
  },
};
