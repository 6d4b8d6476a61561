import { RISK_LEVELS } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { DECIDES, type RiskRule } from "./types.ts";

export const keywordCannibalization: RiskRule = {
  id: "keyword_cannibalization",
  decides: DECIDES,
  when: `outside the locations and personas playbooks (and one location), ${
    percent(RISK_LEVELS.cannibalization, 1)
  }+ of the records have near-duplicate variable values: medium`,
  because:
    "SEO practice: near-identical variable values ('New York', 'New York City') make pages that target one search and compete for it (keyword cannibalization)",
  decide(f) {
    if (f.singleLocation || f.playbook === "locations" || f.playbook === "personas") return null;
    if (!(f.nearDupShare >= RISK_LEVELS.cannibalization)) return null;
    return {
      risk: "keyword_cannibalization",
      level: "medium",
      reason: `${percent(f.nearDupShare, 1)} of records have near-duplicate variable values`,
      value: f.nearDupShare,
    };
  },
};
