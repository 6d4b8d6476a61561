/** Coverage: how many competitors cover the topic. */
import { SCORING } from "../thresholds.ts";
import { DECIDES, type SignalOf, weightOf } from "./types.ts";

/** Competitors covering the topic, on a log scale; full at `coverageFloor` or all of them. */
export const coverage: SignalOf<"competitors", "totalCompetitors"> = {
  id: "coverage",
  decides: DECIDES,
  confidence: SCORING.weights.coverage,
  when: `weight ${
    weightOf("coverage")
  }, always: ln(1 + competitors covering) / ln(1 + max(competitors, ${SCORING.coverageFloor}))`,
  because:
    "SEO practice (content gap analysis): a topic several competitors cover is an established need of the market, not one site's choice",
  decide: ({ g, ctx }) =>
    Math.min(
      1,
      Math.log(1 + g.competitors.length) /
        Math.log(1 + Math.max(ctx.totalCompetitors, SCORING.coverageFloor)),
    ),
};
