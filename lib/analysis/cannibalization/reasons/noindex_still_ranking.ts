/**
 * A page marked non-indexable that still overlaps another and still earns clicks or
 * impressions: the noindex has not taken effect (or was added recently). Only added on top of
 * a keyword, query or title reason.
 */
import { EVIDENCE, STRENGTH } from "../thresholds.ts";
import { DECIDES, type ReasonRule } from "./types.ts";
import { plural } from "../../../toolkit/prose.ts";

const TYPE = "noindex_still_ranking";

export const noindexStillRanking: ReasonRule = {
  id: TYPE,
  decides: DECIDES,
  when:
    `a page marked indexable: false that still has clicks or impressions and overlaps another page (on top of a keyword, query or title reason): strength ${STRENGTH.noindex_still_ranking}`,
  because:
    "a noindexed page is dropped from Google's results once Googlebot recrawls it (Google Search Central, block indexing with noindex): clicks or impressions mean the noindex has not taken effect yet",
  confidence: EVIDENCE[TYPE],
  decide({ f, found }) {
    if (!f.wording || found.length === 0) return null;
    const noindexed = [f.a, f.b].filter((p) => p.indexable === false);
    if (noindexed.length === 0) return null;
    return noindexed.map((p) => ({
      type: TYPE,
      strength: STRENGTH.noindex_still_ranking,
      description: `${p.url} is marked non-indexable but still has ${
        plural(p.clicks ?? 0, "click")
      } and ${plural(p.impressions ?? 0, "impression")}`,
      keywords: [],
      urls: [p.url],
    }));
  },
};
