import type { ActionRule } from "./types.ts";

/** The owner's ranking URL changed: two of its pages may compete. */
export const checkCannibalization: ActionRule = {
  id: "check_cannibalization",
  method: "when the owner's best-ranking URL changed: check for cannibalization",
  actions({ f, o: { owner } }) {
    if (!owner?.ranking_url_changed) return [];
    return [{
      action: `Check ${owner.domain} for cannibalization: its ranking URL changed`,
      priority: "medium",
      reason:
        `${owner.first_url} ranked first, ${owner.last_url} ranks now; Google may be unsure which page answers "${f.keyword}"`,
      target: owner.last_url ?? owner.domain,
    }];
  },
};
