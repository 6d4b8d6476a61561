/**
 * A page with no clicks (or 10% or less of the kept page's) and no backlinks on record has
 * nothing to move: redirect it.
 */
import { round } from "../../text.ts";
import type { RemediationRule } from "./types.ts";

export const weakPage: RemediationRule = {
  id: "weak_page",
  method: "no clicks (or <= 10% of the kept page's) and no backlinks -> redirect_301",
  decide({ p, k, r, make }) {
    const kClicks = k.clicks ?? 0;
    const pClicks = p.clicks ?? 0;
    const weak = (pClicks === 0 || (kClicks > 0 && pClicks <= 0.1 * kClicks)) &&
      (p.backlinks ?? 0) === 0;
    if (!weak) return null;
    return make(
      "redirect_301",
      `${p.url} has ${pClicks} clicks${
        kClicks > 0
          ? ` (${round(kClicks > 0 ? (pClicks / kClicks) * 100 : 0, 0)}% of the kept page's)`
          : ""
      } and no backlinks on record, and overlaps strongly (score ${r.score}): redirect it`,
    );
  },
};
