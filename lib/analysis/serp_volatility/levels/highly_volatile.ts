import type { LevelRule } from "./types.ts";

/** At or above the `highly_volatile` threshold. */
export const highlyVolatile: LevelRule = {
  id: "highly_volatile",
  meaning:
    "Highly volatile: the result set was largely replaced, possible algorithm update or search-intent shift",
  reached: (score, t) => score >= t.highly_volatile,
};
