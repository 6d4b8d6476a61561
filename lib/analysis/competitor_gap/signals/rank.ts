/** Rank: how high the best competitor ranks for the topic. */
import { SCORING } from "../thresholds.ts";
import { DECIDES, type SignalOf, weightOf } from "./types.ts";

const { full, zero } = SCORING.rank;

/** Null when no reportable topic has a rank, 0 for a topic without one when others have it. */
export const rank: SignalOf<"bestRank", "available"> = {
  id: "rank",
  decides: DECIDES,
  confidence: SCORING.weights.rank,
  when: `weight ${
    weightOf("rank")
  }, when a reportable topic has a competitor rank: 1 for a best competitor rank <= ${full}, falling linearly to 0 at ${zero}; 0 for a topic without`,
  because:
    "a competitor ranking near the top shows the topic can win visible positions; published organic CTR curves fall steeply with position",
  decide: ({ g, ctx }) => {
    if (!ctx.available.rank) return null;
    if (g.bestRank === null) return 0;
    if (g.bestRank <= full) return 1;
    return Math.max(0, (zero - g.bestRank) / (zero - full));
  },
};
