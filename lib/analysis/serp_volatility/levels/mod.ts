/** The interpretation levels, one a file, checked from the most volatile down. */
import { firstDecision } from "../../rule.ts";
import type { Thresholds, VolatilityLevel } from "../result.ts";
import { highlyVolatile } from "./highly_volatile.ts";
import { moderate } from "./moderate.ts";
import { stable } from "./stable.ts";
import type { LevelRule } from "./types.ts";
import { volatile } from "./volatile.ts";

export type * from "./types.ts";

/** The levels in the order they are checked: the first one reached is the level. */
export const LEVEL_RULES: readonly LevelRule[] = [highlyVolatile, volatile, moderate, stable];

export function levelOf(score: number, t: Thresholds): VolatilityLevel {
  return (firstDecision(LEVEL_RULES, { score, t })!.rule as LevelRule).id;
}

/** What each level means: the opening of the interpretation sentence. */
export function levelMeaning(level: VolatilityLevel): string {
  return LEVEL_RULES.find((rule) => rule.id === level)!.meaning;
}
