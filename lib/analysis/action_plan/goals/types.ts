/** What a goal rule reads, and the shape of a rule. */
import type { Rule } from "../../rule.ts";
import type { PlanGoal } from "../input.ts";
import { matches } from "../words.ts";

/** The request's goal and one item's folded title, keyword and opportunity type. */
export interface GoalInput {
  goal: PlanGoal | null;
  text: string;
}

/**
 * One goal: the goal terms found in the item's text, matched as whole words; null when the
 * request's goal is another one (or none) or no term of the goal is found.
 */
export type GoalRule = Rule<GoalInput, string[]>;

/** What every goal rule decides, the `method` entry that lists them. */
export const DECIDES = "goal_terms";

/** The distinct matches of a goal's terms in the text, or null when there are none. */
export function termsIn(terms: RegExp, text: string): string[] | null {
  const found = matches(terms, text);
  return found.length > 0 ? found : null;
}
