/**
 * Shared ranking queries: the strongest evidence, because it is Google's own behaviour. The
 * contested queries must carry `query_overlap` or more of one page's demand.
 */
import { round } from "../../../toolkit/numbers.ts";
import { EPSILON, EVIDENCE, MAX_REASON_KEYWORDS, STRENGTH } from "../thresholds.ts";
import { DECIDES, type ReasonRule } from "./types.ts";

const TYPE = "shared_ranking_queries";

export const rankingQueries: ReasonRule = {
  id: TYPE,
  decides: DECIDES,
  when:
    `per shared query, weight = impressions when both pages give impressions for all their queries, else clicks, else each query counts once; a shared query is contested when the weaker page has >= min_query_share of the pair's weight for it; overlap = max over the two pages of contested weight / page weight, >= query_overlap: strength ${STRENGTH.query_overlap} x overlap (${STRENGTH.query_overlap_unweighted} x overlap when unweighted)`,
  because:
    "Search Console's performance data gives clicks and impressions by query and page: two pages of the site earning on one query is Google itself splitting that query between them",
  confidence: EVIDENCE[TYPE],
  decide({ f, ctx }) {
    const overlap = f.queryOverlap;
    const contested = f.contestedQueries;
    if (!f.wording || overlap === null || contested.length === 0) return null;
    if (overlap < ctx.t.query_overlap - EPSILON) return null;
    const strength = f.basis === "count"
      ? STRENGTH.query_overlap_unweighted
      : STRENGTH.query_overlap;
    const unitName = f.basis === "count" ? "queries" : f.basis!;
    return [{
      type: TYPE,
      strength: round(strength * overlap, 3),
      description: `${contested.length} contested ranking quer${
        contested.length === 1 ? "y" : "ies"
      }; they carry ${round(f.shareA! * 100, 0)}% of ${f.a.url}'s ${unitName} and ${
        round(f.shareB! * 100, 0)
      }% of ${f.b.url}'s`,
      keywords: contested.slice(0, MAX_REASON_KEYWORDS).map((q) => q.query),
      urls: [f.a.url, f.b.url],
    }];
  },
};
