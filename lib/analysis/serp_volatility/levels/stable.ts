import type { LevelRule } from "./types.ts";

/** Below every threshold. */
export const stable: LevelRule = {
  id: "stable",
  meaning: "Stable: rankings barely moved, normal day-to-day noise",
  reached: () => true,
};
