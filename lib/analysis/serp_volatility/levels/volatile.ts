import type { LevelRule } from "./types.ts";

/** At or above the `volatile` threshold. */
export const volatile: LevelRule = {
  id: "volatile",
  meaning:
    "Volatile: significant reshuffling, likely a ranking update, fresh competitors or a freshness effect",
  reached: (score, t) => score >= t.volatile,
};
