import { RISK_LEVELS } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { DECIDES, type RiskRule } from "./types.ts";

const share = RISK_LEVELS.missing_data;

export const missingData: RiskRule = {
  id: "missing_data",
  decides: DECIDES,
  when: `a pattern variable has no data source: high; ${
    percent(share, 1)
  }+ of the records leave a pattern variable empty: medium`,
  because:
    "a page cannot be rendered without its pattern variables: records missing them are dropped or ship broken, and the family shrinks",
  decide(f) {
    const gaps = f.missingVariables.filter((v) =>
      v.in_patterns && f.records > 0 && v.empty_in_records / f.records >= share
    );
    if (!(f.blockingMissing || gaps.length > 0)) return null;
    return {
      risk: "missing_data",
      level: f.blockingMissing ? "high" : "medium",
      reason: f.blockingMissing
        ? "a pattern variable has no data source"
        : `${percent(share, 1)}+ of records leave ${
          gaps.map((g) => `[${g.variable}]`).join(", ")
        } empty`,
      value: gaps.length,
    };
  },
};
