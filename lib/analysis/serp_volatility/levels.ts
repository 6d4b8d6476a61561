import type { Thresholds, VolatilityLevel } from "./result.ts";

export function levelOf(score: number, t: Thresholds): VolatilityLevel {
  if (score >= t.highly_volatile) return "highly_volatile";
  if (score >= t.volatile) return "volatile";
  if (score >= t.moderate) return "moderate";
  return "stable";
}

export const LEVEL_MEANING: Record<VolatilityLevel, string> = {
  stable: "Stable: rankings barely moved, normal day-to-day noise",
  moderate: "Moderate: some reshuffling, typical competitor churn or small ranking adjustments",
  volatile:
    "Volatile: significant reshuffling, likely a ranking update, fresh competitors or a freshness effect",
  highly_volatile:
    "Highly volatile: the result set was largely replaced, possible algorithm update or search-intent shift",
};
