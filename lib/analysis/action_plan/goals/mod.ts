/**
 * Goal terms matched as whole words in title, keyword and opportunity type, one goal a file.
 * One match gives a goal fit of 0.7, two or more 1; without a goal every item gets 0.5.
 */
import type { PlanGoal } from "../input.ts";
import { matches, wordsPattern } from "../words.ts";
import { authorityBuilding } from "./authority_building.ts";
import { launchSupport } from "./launch_support.ts";
import { leadGeneration } from "./lead_generation.ts";
import { refreshDecay } from "./refresh_decay.ts";
import { trafficGrowth } from "./traffic_growth.ts";
import type { GoalRule } from "./types.ts";

export type * from "./types.ts";

/** The goals, in the order of the request's `goal` enum. */
export const GOAL_RULES: readonly GoalRule[] = [
  trafficGrowth,
  leadGeneration,
  refreshDecay,
  launchSupport,
  authorityBuilding,
];

const GOAL_PATTERNS = Object.fromEntries(
  GOAL_RULES.map((g) => [g.id, wordsPattern(g.terms)]),
) as Record<PlanGoal, RegExp>;

/** The goal terms found in the (folded) text; none without a goal. */
export function goalMatchOf(goal: PlanGoal | null, text: string): string[] {
  return goal ? matches(GOAL_PATTERNS[goal], text) : [];
}

/** 0.5 without a goal; else 1 for two or more goal terms, 0.7 for one, 0 for none. */
export function goalFitOf(goal: PlanGoal | null, goalMatch: readonly string[]): number {
  return goal === null ? 0.5 : goalMatch.length >= 2 ? 1 : goalMatch.length === 1 ? 0.7 : 0;
}
