/** Demand: the topic's traffic or volume, relative to the largest among the gap topics. */
import { SCORING } from "../thresholds.ts";
import { demandOf } from "../topic_stats.ts";
import { DECIDES, type SignalOf, weightOf } from "./types.ts";

/** Null when no reportable topic has demand data, 0 for a topic without it when others have it. */
export const demand: SignalOf<"traffic" | "volume", "maxDemand" | "available"> = {
  id: "demand",
  decides: DECIDES,
  confidence: SCORING.weights.demand,
  when: `weight ${
    weightOf("demand")
  }, when a reportable topic has traffic or volume: ln(1 + max(traffic sum, top volume)) / ln(1 + the largest such value among gap topics); 0 for a topic without`,
  because:
    "the request fields' meaning: traffic is a page's estimated monthly organic visits, volume the monthly searches of its main keyword; the more demand, the more a page can win (on a log scale, so one huge topic does not flatten the rest)",
  decide: ({ g, ctx }) => {
    if (!ctx.available.demand) return null;
    const d = demandOf(g);
    return d === null || ctx.maxDemand <= 0 ? 0 : Math.log1p(d) / Math.log1p(ctx.maxDemand);
  },
};
