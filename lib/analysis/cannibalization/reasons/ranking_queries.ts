/**
 * Shared ranking queries: the strongest evidence, because it is Google's own behaviour. The
 * contested queries must carry `query_overlap` or more of one page's demand.
 */
import { round } from "../../text.ts";
import { STRENGTH } from "../thresholds.ts";
import type { ReasonRule } from "./types.ts";

export const rankingQueries: ReasonRule = {
  id: "shared_ranking_queries",
  method: {
    shared_ranking_queries:
      "per shared query, weight = impressions when both pages give impressions for all their queries, else clicks, else 1 per query; a shared query is contested when the weaker page has >= min_query_share of the pair's weight for it; overlap = max over the two pages of contested weight / page weight, >= query_overlap: strength 0.7 x overlap (0.5 x overlap when unweighted)",
  },
  assess(f, ctx) {
    const overlap = f.queryOverlap;
    const contested = f.contestedQueries;
    if (!f.wording || overlap === null || contested.length === 0) return [];
    if (overlap < ctx.t.query_overlap - 1e-9) return [];
    const strength = f.basis === "count"
      ? STRENGTH.query_overlap_unweighted
      : STRENGTH.query_overlap;
    const unitName = f.basis === "count" ? "queries" : f.basis!;
    return [{
      type: "shared_ranking_queries",
      strength: round(strength * overlap, 3),
      description: `${contested.length} contested ranking quer${
        contested.length === 1 ? "y" : "ies"
      }; they carry ${round(f.shareA! * 100, 0)}% of ${f.a.url}'s ${unitName} and ${
        round(f.shareB! * 100, 0)
      }% of ${f.b.url}'s`,
      keywords: contested.slice(0, 10).map((q) => q.query),
      urls: [f.a.url, f.b.url],
    }];
  },
};
