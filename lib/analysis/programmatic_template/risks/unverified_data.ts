import { DECIDES, type RiskRule } from "./types.ts";

export const unverifiedData: RiskRule = {
  id: "unverified_data",
  decides: DECIDES,
  when: "no sample records: high",
  because:
    "the content gates count sample records; without them nothing shows the data can fill unique pages, so thin and duplicate pages cannot be ruled out",
  decide(f) {
    if (f.records !== 0) return null;
    return {
      risk: "unverified_data",
      level: "high",
      reason: "No sample_records: thin and duplicate pages cannot be ruled out",
      value: 0,
    };
  },
};
