import type { RiskRule } from "./types.ts";

/** No sample records: nothing rules out thin or duplicate pages. */
export const unverifiedData: RiskRule = {
  id: "unverified_data",
  assess(f) {
    if (f.records !== 0) return null;
    return {
      risk: "unverified_data",
      level: "high",
      reason: "No sample_records: thin and duplicate pages cannot be ruled out",
      value: 0,
    };
  },
};
