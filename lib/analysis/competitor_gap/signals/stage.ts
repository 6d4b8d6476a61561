/** Stage: the commercial value of the topic's buyer stage. */
import { SCORING } from "../thresholds.ts";
import { DECIDES, type SignalOf, weightOf } from "./types.ts";

const values = Object.entries(SCORING.stageValue).map(([s, v]) => `${s} ${v}`).join(", ");

/** The value of the topic's dominant stage: decision pages are worth most. */
export const stage: SignalOf<"stage", never> = {
  id: "stage",
  decides: DECIDES,
  confidence: SCORING.weights.stage,
  when: `weight ${weightOf("stage")}, always: the value of the topic's buyer stage, ${values}`,
  because:
    "SEO practice (buyer journey): decision-stage pages are nearest to a purchase, so they are worth most",
  decide: ({ g }) => SCORING.stageValue[g.stage],
};
