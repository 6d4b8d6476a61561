import { lossIntervalOf, lossSentence } from "../loss.ts";
import { MAX_LOST_PLACES } from "../thresholds.ts";
import { type ActionRule, DECIDES } from "./types.ts";

export const takeLostPlace: ActionRule = {
  id: "take_lost_place",
  decides: DECIDES,
  when:
    `up to ${MAX_LOST_PLACES} other tracked domains lost: check whether the owner can take their place (without owner: note the market move)`,
  because:
    "SEO practice: a competitor's loss frees a position on the query; a page that answers it better may take it",
  decide({ f, o: { owner, watched } }) {
    if (watched.length === 0) return null;
    return watched.slice(0, MAX_LOST_PLACES).map((d) => {
      const loss = lossIntervalOf(d, f);
      return {
        action: owner
          ? `Check whether your page can take the place ${d.domain} lost`
          : `Note the market move: ${d.domain} lost ground for "${f.keyword}"`,
        priority: "low",
        reason: loss ? `${d.domain} ${lossSentence(loss)}` : `${d.domain} lost ground`,
        target: d.first_url ?? d.domain,
      };
    });
  },
};
