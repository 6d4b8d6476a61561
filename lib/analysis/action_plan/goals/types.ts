/** The shape of a goal's terms. */
import type { PlanGoal } from "../input.ts";

/** One goal: the terms that show an item serves it, matched as whole words. */
export interface GoalRule {
  id: PlanGoal;
  /** Regular-expression fragments, matched as whole words in title, keyword and opportunity type. */
  terms: readonly string[];
}
