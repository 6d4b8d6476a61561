import type { ActionRule } from "./types.ts";

/** Without sample records nothing can be checked: supply them. */
export const supplyRecords: ActionRule = {
  id: "supply_records",
  actions: ({ n }) =>
    n === 0
      ? [{
        action: "Supply 20+ sample_records and re-run the check",
        priority: "high",
        reason: "Thin and duplicate pages cannot be detected without sample data",
      }]
      : [],
};
