import { pct, type RiskRule } from "./types.ts";

/** Near-duplicate variable values on 10%+ of records (outside the doorway playbooks). */
export const keywordCannibalization: RiskRule = {
  id: "keyword_cannibalization",
  assess(f) {
    if (f.singleLocation || f.playbook === "locations" || f.playbook === "personas") return null;
    if (!(f.nearDupShare >= 0.1)) return null;
    return {
      risk: "keyword_cannibalization",
      level: "medium",
      reason: `${pct(f.nearDupShare)} of records have near-duplicate variable values`,
      value: f.nearDupShare,
    };
  },
};
