import { lossSentence } from "../loss.ts";
import { MOVE_POSITIONS } from "../thresholds.ts";
import { type ActionRule, DECIDES } from "./types.ts";

export const recoverLoss: ActionRule = {
  id: "recover_loss",
  decides: DECIDES,
  when:
    `the owner lost ${MOVE_POSITIONS}+ positions or dropped out: review the page once the SERP settles (shift), else check its indexing and refresh it`,
  because:
    "Google Search Central's guide to debugging Search traffic drops: check indexing and technical issues (URL Inspection, the Page indexing report) before weighing the content against what now ranks",
  decide({ f, o: { owner, ownerLoss, shifted } }) {
    if (!owner || !ownerLoss) return null;
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
