import type { ActionRule } from "./types.ts";

/** The SERP moved: compare what it shows now with before. */
export const compareSerp: ActionRule = {
  id: "compare_serp",
  method: "when the SERP shifted: compare the result types and features of the moved interval",
  actions({ f, o: { shifted, moved } }) {
    if (!shifted || !moved) return [];
    return [{
      action: "Compare the current SERP's result types and features with the older snapshots",
      priority: "high",
      reason:
        `${moved.entered_count} URL(s) entered and ${moved.exited_count} left the results between ${moved.from} and ${moved.to} (that interval scored ${moved.score}); check whether the intent or page type Google rewards changed`,
      target: f.keyword,
    }];
  },
};
