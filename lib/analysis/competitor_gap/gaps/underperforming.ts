/** Underperforming: an own page covers the topic but ranks far below a competitor. */
import type { Scoring } from "../thresholds.ts";
import type { GapFacts } from "../facts.ts";

/** The topic is covered, but the own page ranks beyond 20 where a competitor ranks top 10. */
export const underperforming = {
  id: "underperforming",
  assess(f: GapFacts, t: Scoring): boolean {
    return f.coverage.status === "covered" && f.coverage.own_rank !== null &&
      f.coverage.own_rank > t.underperforming.ownRankBeyond && f.bestRank !== null &&
      f.bestRank <= t.underperforming.competitorRankWithin;
  },
  action(g: GapFacts & { head: string }): string {
    return `Improve ${g.coverage.url} for "${g.head}": it ranks #${g.coverage.own_rank} where competitors rank #${g.bestRank}`;
  },
} as const;
