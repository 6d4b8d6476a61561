import { lossIntervalOf, lossSentence } from "../loss.ts";
import type { ActionRule } from "./types.ts";

/** Up to 3 tracked domains lost: the owner may take their place, else note the market move. */
export const takeLostPlace: ActionRule = {
  id: "take_lost_place",
  method:
    "for up to 3 other tracked domains that lost: check whether the owner can take their place (without owner: note the market move)",
  actions({ f, o: { owner, watched } }) {
    return watched.slice(0, 3).map((d) => {
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
