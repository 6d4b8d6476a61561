/**
 * Goal terms matched as whole words in title, keyword and opportunity type, one goal a file.
 * The number of terms found gives the goal fit (`GOAL_FIT` in `thresholds.ts`).
 */
import { firstDecision } from "../../rule.ts";
import type { PlanGoal } from "../input.ts";
import { GOAL_FIT } from "../thresholds.ts";
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

/** The goal terms found in the (folded) text; none without a goal. */
export function goalMatchOf(goal: PlanGoal | null, text: string): string[] {
  return firstDecision(GOAL_RULES, { goal, text })?.value ?? [];
}

/** The goal fit of an item: by the number of goal terms found, or the no-goal value. */
export function goalFitOf(goal: PlanGoal | null, goalMatch: readonly string[]): number {
  if (goal === null) return GOAL_FIT.no_goal;
  return goalMatch.length > 1
    ? GOAL_FIT.two_or_more_terms
    : goalMatch.length === 1
    ? GOAL_FIT.one_term
    : GOAL_FIT.no_term;
}
