import { type ActionRule, DECIDES } from "./types.ts";
import { plural } from "../../../toolkit/prose.ts";

export const compareSerp: ActionRule = {
  id: "compare_serp",
  decides: DECIDES,
  when: "the SERP shifted: compare the result types and features of the moved interval",
  because:
    "SEO practice: a SERP-wide shift often changes the intent or page types Google rewards; the result types and features before and after show which",
  decide({ f, o: { shifted, moved } }) {
    if (!shifted || !moved) return null;
    return [{
      action: "Compare the current SERP's result types and features with the older snapshots",
      priority: "high",
      reason: `${
        plural(moved.entered_count, "URL")
      } entered and ${moved.exited_count} left the results between ${moved.from} and ${moved.to} (that interval scored ${moved.score}); check whether the intent or page type Google rewards changed`,
      target: f.keyword,
    }];
  },
};
