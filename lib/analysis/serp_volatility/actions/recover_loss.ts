import { lossSentence } from "../loss.ts";
import type { ActionRule } from "./types.ts";

/** The owner lost: review the page after a shift, else check its indexing and refresh it. */
export const recoverLoss: ActionRule = {
  id: "recover_loss",
  method:
    "when the owner lost 3+ positions or dropped out: review the page once the SERP settles (shift), else check its indexing and refresh it",
  actions({ f, o: { owner, ownerLoss, shifted } }) {
    if (!owner || !ownerLoss) return [];
    const url = owner.first_url ?? owner.last_url;
    return [{
      action: shifted
        ? `Review ${url ?? owner.domain} against the new top results once the SERP settles`
        : `Check the indexing of ${url ?? owner.domain}, then refresh it for "${f.keyword}"`,
      priority: "high",
      reason: `${owner.domain} ${lossSentence(ownerLoss)}`,
      target: url ?? owner.domain,
    }];
  },
};
