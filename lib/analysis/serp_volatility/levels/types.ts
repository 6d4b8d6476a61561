/** The shape of an interpretation level. */
import type { Test } from "../../rule.ts";
import type { Thresholds, VolatilityLevel } from "../result.ts";
import { THRESHOLDS } from "../thresholds.ts";

/** A score (0-100) and the thresholds of the request's sensitivity. */
export interface LevelFacts {
  score: number;
  t: Thresholds;
}

/** One interpretation level: reached (true) or not (null), and what it means. */
export type LevelRule = Test<LevelFacts> & {
  readonly id: VolatilityLevel;
  /** The interpretation sentence's opening: what the level means. */
  readonly meaning: string;
};

/** What every level rule decides: the `method` entry that lists them. */
export const DECIDES = "level";

/** A level's threshold at each sensitivity, for `when`: "low …, medium …, high …". */
export function perSensitivity(level: keyof Thresholds): string {
  return Object.entries(THRESHOLDS).map(([s, t]) => `${s} ${t[level]}`).join(", ");
}
