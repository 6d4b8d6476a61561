/** Underperforming: an own page covers the topic but ranks far below a competitor. */
import { SCORING } from "../thresholds.ts";
import { DECIDES, type GapRule } from "./types.ts";

const { ownRankBeyond, competitorRankWithin } = SCORING.underperforming;

export const underperforming: GapRule = {
  id: "underperforming",
  decides: DECIDES,
  when:
    `an own page covers the topic but ranks beyond ${ownRankBeyond} on it while a competitor ranks within the top ${competitorRankWithin}`,
  because:
    "SEO practice: a page that covers a topic but ranks far below a competitor needs improving, not a second page that would compete with it",
  decide: (f) =>
    (f.coverage.status === "covered" && f.coverage.own_rank !== null &&
      f.coverage.own_rank > ownRankBeyond && f.bestRank !== null &&
      f.bestRank <= competitorRankWithin) || null,
  action(g) {
    return `Improve ${g.coverage.url} for "${g.head}": it ranks #${g.coverage.own_rank} where competitors rank #${g.bestRank}`;
  },
};
