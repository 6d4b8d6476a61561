/** The shape of an interpretation level. */
import type { Thresholds, VolatilityLevel } from "../result.ts";

/** One interpretation level: what it means, and whether a score reaches it. */
export interface LevelRule {
  id: VolatilityLevel;
  /** The sentence's opening: what the level means. */
  meaning: string;
  reached(score: number, t: Thresholds): boolean;
}
