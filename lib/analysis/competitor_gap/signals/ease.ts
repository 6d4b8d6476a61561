/** Ease: how few backlinks the competitors' pages on the topic have. */
import { SCORING } from "../thresholds.ts";
import { DECIDES, type SignalOf, weightOf } from "./types.ts";

/** Null when no reportable topic has backlinks; neutral for a topic without them when others have them. */
export const ease: SignalOf<"medianBacklinks", "available"> = {
  id: "ease",
  decides: DECIDES,
  confidence: SCORING.weights.ease,
  when: `weight ${
    weightOf("ease")
  }, when a reportable topic has backlink counts: 1 / (1 + log10(1 + median backlinks)); ${SCORING.unknownEase} (neutral difficulty) for a topic without`,
  because:
    "Google uses links as a signal of a page's relevance (Google Search Central, link best practices), so a topic whose ranking pages have few backlinks is easier to compete on (SEO practice)",
  decide: ({ g, ctx }) => {
    if (!ctx.available.ease) return null;
    if (g.medianBacklinks === null) return SCORING.unknownEase;
    return 1 / (1 + Math.log10(1 + g.medianBacklinks));
  },
};
