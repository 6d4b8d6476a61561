import { percent, round } from "../../../toolkit/numbers.ts";
import { RISK_LEVELS, SHARE_DIGITS } from "../thresholds.ts";
import { DECIDES, type RiskRule } from "./types.ts";

const { high, medium } = RISK_LEVELS.thin;

export const thinContent: RiskRule = {
  id: "thin_content",
  decides: DECIDES,
  when: `sample records fail the content gates: high from ${percent(high, 1)}, medium from ${
    percent(medium, 1)
  }, low below`,
  because:
    "Google Search Central spam policies (scaled content abuse): many pages generated with little value of their own; the helpful-content guidance asks for substantial, original content on each page",
  decide(f) {
    if (f.records === 0 || !(f.thinShare > 0)) return null;
    return {
      risk: "thin_content",
      level: f.thinShare >= high ? "high" : f.thinShare >= medium ? "medium" : "low",
      reason: `${percent(f.thinShare, 1)} of sample records fail the content gates`,
      value: round(f.thinShare, SHARE_DIGITS),
    };
  },
};
