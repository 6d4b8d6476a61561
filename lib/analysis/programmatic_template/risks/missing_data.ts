import type { RiskRule } from "./types.ts";

/** A pattern variable with no data (high), or one left empty by 10%+ of records (medium). */
export const missingData: RiskRule = {
  id: "missing_data",
  assess(f) {
    const gaps = f.missingVariables.filter((v) =>
      v.in_patterns && f.records > 0 && v.empty_in_records / f.records >= 0.1
    );
    if (!(f.blockingMissing || gaps.length > 0)) return null;
    return {
      risk: "missing_data",
      level: f.blockingMissing ? "high" : "medium",
      reason: f.blockingMissing
        ? "a pattern variable has no data source"
        : `10%+ of records leave ${gaps.map((g) => `[${g.variable}]`).join(", ")} empty`,
      value: gaps.length,
    };
  },
};
