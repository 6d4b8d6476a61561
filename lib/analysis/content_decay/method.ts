/** The analysis as `method` states it. */
import { SERP_SHIFT_KEPT_SHARE } from "./competitors.ts";
import { CONFIDENCE_RULE } from "./confidence.ts";
import { LOW_INDEX, SEASON_INDEX } from "./demand.ts";
import { BEFORE_MONTHS, WINDOW_CHANGE_PCT } from "./demand_window.ts";
import { TROUGH_SHARE } from "./driver.ts";
import { GAP_DAYS } from "./gaps.ts";
import { NOISE_RULE } from "./noise.ts";
import { ruleText } from "./rule.ts";

export function methodOf(threshold: number) {
  return {
    rule: ruleText(threshold, NOISE_RULE),
    demand: [
      "The keyword's monthly search volumes (DataForSEO Labs keyword_info.monthly_searches, up to 12 months, from the ranked-keywords answer, else keyword_overview).",
      "Seasonal when the peak month draws at least twice the median month;",
      `the season is the run of months above ${SEASON_INDEX}x the average month around the peak, the low months the run under ${LOW_INDEX}x around the lowest;`,
      "this month is the same calendar month in the data.",
      `The window's months (mid-month inside it) are compared with the ${BEFORE_MONTHS} months before them (+/-${WINDOW_CHANGE_PCT}%: rising or falling).`,
      `Demand drives the clicks when the keyword is off season, this month draws at most ${
        TROUGH_SHARE * 100
      }% of the peak, or searches are falling (newest 3 months at least 20% under the oldest 3, or over the window):`,
      "a fall in clicks with the rank inside its noise band is demand, not decay.",
    ].join(" "),
    series:
      `The stored SERP snapshots of the keyword in the market (desktop) and today's live SERP, one fetch once, within lookback_days ending at the request's clock; the page's URL matched with scheme, www., fragment and trailing slash ignored. A stretch over ${GAP_DAYS} days without an observation is a gap.`,
    competitors:
      `URLs listed above the page in the latest observation that rose across the drop: not listed, or listed lower, in the last observation before it; the owner's own URLs left out. The whole SERP moved when under ${
        SERP_SHIFT_KEPT_SHARE * 100
      }% of the top 10 before the drop is still in the top 10.`,
    confidence: CONFIDENCE_RULE,
  };
}
