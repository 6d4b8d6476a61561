import { MAX_NEWCOMERS } from "../thresholds.ts";
import { normaliseDomain, normaliseUrl, sameSite } from "../urls.ts";
import { type ActionRule, DECIDES } from "./types.ts";

export const studyNewcomers: ActionRule = {
  id: "study_newcomers",
  decides: DECIDES,
  when:
    `the SERP shifted or the owner lost: study up to ${MAX_NEWCOMERS} competitor URLs that entered in the moved interval`,
  because:
    "pages that newly rank show what Google now rewards for the query; Google's helpful-content guidance asks whether a page provides substantial value compared with other pages in the results (Google Search Central, creating helpful content)",
  decide({ o: { owner, ownerLoss, shifted, moved } }) {
    if (!owner) return null;
    const newcomers = (moved?.entered ?? [])
      .filter((url) => !sameSite(normaliseUrl(url).domain, normaliseDomain(owner.domain)))
      .slice(0, MAX_NEWCOMERS);
    if (newcomers.length === 0 || !(shifted || ownerLoss)) return null;
    return [{
      action:
        "Study the competitor pages that entered the results for what they cover that yours do not",
      priority: "medium",
      reason: `Entered between ${moved!.from} and ${moved!.to}: ${newcomers.join(", ")}`,
    }];
  },
};
