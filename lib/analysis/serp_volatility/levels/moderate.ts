import { DECIDES, type LevelRule, perSensitivity } from "./types.ts";

export const moderate: LevelRule = {
  id: "moderate",
  decides: DECIDES,
  when: `the score reaches the moderate threshold (${perSensitivity("moderate")})`,
  because:
    "SEO practice: some reshuffling between two checks is ordinary competitor churn and small ranking adjustments; Google changes its systems continually, not only in announced updates",
  meaning: "Moderate: some reshuffling, typical competitor churn or small ranking adjustments",
  decide: ({ score, t }) => score >= t.moderate || null,
};
