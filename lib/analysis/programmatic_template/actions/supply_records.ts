import { THRESHOLDS } from "../thresholds.ts";
import { type ActionRule, DECIDES } from "./types.ts";

export const supplyRecords: ActionRule = {
  id: "supply_records",
  decides: DECIDES,
  when: `no sample records: high; ask for ${THRESHOLDS.go_min_records}+ (what a go needs)`,
  because:
    "the content gates and duplicate checks count sample records; without them thin and duplicate pages cannot be detected",
  decide: ({ n }) =>
    n === 0
      ? [{
        action: `Supply ${THRESHOLDS.go_min_records}+ sample_records and re-run the check`,
        priority: "high",
        reason: "Thin and duplicate pages cannot be detected without sample data",
      }]
      : null,
};
