import { type ActionRule, DECIDES } from "./types.ts";

export const checkCannibalization: ActionRule = {
  id: "check_cannibalization",
  decides: DECIDES,
  when: "the owner's best-ranking URL changed: check for cannibalization",
  because:
    "SEO practice (keyword cannibalization): when Google swaps one page of a site for another on a query, the two pages compete for it; consolidating or differentiating them settles which one ranks",
  decide({ f, o: { owner } }) {
    if (!owner?.ranking_url_changed) return null;
    return [{
      action: `Check ${owner.domain} for cannibalization: its ranking URL changed`,
      priority: "medium",
      reason:
        `${owner.first_url} ranked first, ${owner.last_url} ranks now; Google may be unsure which page answers "${f.keyword}"`,
      target: owner.last_url ?? owner.domain,
    }];
  },
};
