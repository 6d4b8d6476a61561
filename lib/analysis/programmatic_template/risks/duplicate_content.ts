import { percent, round } from "../../../toolkit/numbers.ts";
import { RISK_LEVELS, SHARE_DIGITS } from "../thresholds.ts";
import { DECIDES, type RiskRule } from "./types.ts";

const { high } = RISK_LEVELS.duplicates;

export const duplicateContent: RiskRule = {
  id: "duplicate_content",
  decides: DECIDES,
  when: `sample records collide or nearly collide with another: high for any shared URL or ${
    percent(high, 1)
  }+ of the records, medium otherwise`,
  because:
    "Google Search Central (consolidate duplicate URLs): Google indexes one canonical among duplicates and spends crawling on the rest; the pages compete instead of adding coverage",
  decide(f) {
    if (f.records === 0 || !(f.dupShare > 0)) return null;
    return {
      risk: "duplicate_content",
      level: f.urlCollisions > 0 || f.dupShare >= high ? "high" : "medium",
      reason: `${percent(f.dupShare, 1)} of sample records collide or nearly collide with another${
        f.urlCollisions > 0 ? `; ${f.urlCollisions} share a URL` : ""
      }`,
      value: round(f.dupShare, SHARE_DIGITS),
    };
  },
};
