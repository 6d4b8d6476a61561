import { normaliseDomain, normaliseUrl, sameSite } from "../urls.ts";
import type { ActionRule } from "./types.ts";

/** Competitor pages entered while the owner lost or the SERP shifted: learn from them. */
export const studyNewcomers: ActionRule = {
  id: "study_newcomers",
  method:
    "when the SERP shifted or the owner lost: study up to 3 competitor URLs that entered in the moved interval",
  actions({ o: { owner, ownerLoss, shifted, moved } }) {
    if (!owner) return [];
    const newcomers = (moved?.entered ?? [])
      .filter((url) => !sameSite(normaliseUrl(url).domain, normaliseDomain(owner.domain)))
      .slice(0, 3);
    if (newcomers.length === 0 || !(shifted || ownerLoss)) return [];
    return [{
      action:
        "Study the competitor pages that entered the results for what they cover that yours do not",
      priority: "medium",
      reason: `Entered between ${moved!.from} and ${moved!.to}: ${newcomers.join(", ")}`,
    }];
  },
};
