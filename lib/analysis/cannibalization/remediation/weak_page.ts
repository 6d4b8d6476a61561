/**
 * A page with no clicks (or a small share of the kept page's) and no backlinks on record has
 * nothing to move: redirect it.
 */
import { round } from "../../../toolkit/numbers.ts";
import { REMEDIATION } from "../thresholds.ts";
import { DECIDES, type RemediationRule } from "./types.ts";
import { plural } from "../../../toolkit/prose.ts";

export const weakPage: RemediationRule = {
  id: "weak_page",
  decides: DECIDES,
  when:
    `no clicks (or a share of <= ${REMEDIATION.weak_click_share} of the kept page's) and no backlinks on record: redirect_301`,
  because:
    "a 301 makes the kept page the canonical and Google consolidates a duplicate's signals into its canonical (Google Search Central, redirects and consolidate duplicate URLs); SEO practice: a page without traffic or links has nothing to move, so redirecting it ends the overlap at no cost",
  decide({ p, k, r, make }) {
    const kClicks = k.clicks ?? 0;
    const pClicks = p.clicks ?? 0;
    const weak =
      (pClicks === 0 || (kClicks > 0 && pClicks <= REMEDIATION.weak_click_share * kClicks)) &&
      (p.backlinks ?? 0) === 0;
    if (!weak) return null;
    return make(
      "redirect_301",
      `${p.url} has ${plural(pClicks, "click")}${
        kClicks > 0
          ? ` (${round(kClicks > 0 ? (pClicks / kClicks) * 100 : 0, 0)}% of the kept page's)`
          : ""
      } and no backlinks on record, and overlaps strongly (score ${r.score}): redirect it`,
    );
  },
};
