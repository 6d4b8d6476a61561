/** The analysis as `method` states it. */
import { SERP_SHIFT_KEPT_SHARE } from "./competitors.ts";
import { CONFIDENCE_RULE } from "./confidence.ts";
import { GAP_DAYS } from "./gaps.ts";
import { ruleText } from "./rule.ts";

export function methodOf(threshold: number) {
  return {
    rule: ruleText(threshold),
    series:
      `The stored SERP snapshots of the keyword in the market (desktop) and today's live SERP, one fetch once, within lookback_days; the page's URL matched with scheme, www., fragment and trailing slash ignored. A stretch over ${GAP_DAYS} days without an observation is a gap.`,
    competitors:
      `URLs listed above the page in the latest observation that were below it (or not listed) just before the drop; the whole SERP moved when under ${
        SERP_SHIFT_KEPT_SHARE * 100
      }% of the top 10 before the drop is still in the top 10.`,
    confidence: CONFIDENCE_RULE,
  };
}
