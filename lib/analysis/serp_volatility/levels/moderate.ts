import type { LevelRule } from "./types.ts";

/** At or above the `moderate` threshold. */
export const moderate: LevelRule = {
  id: "moderate",
  meaning: "Moderate: some reshuffling, typical competitor churn or small ranking adjustments",
  reached: (score, t) => score >= t.moderate,
};
