/** The shape of a campaign goal rule, and how a goal's focus becomes its effect on an action. */
import type { Rule } from "../../rule.ts";
import type { CampaignGoal, OpportunityType } from "../kinds.ts";
import type { Weights } from "../result.ts";
import { FOCUS_BONUS, GOAL_WEIGHTS, OFF_FOCUS_PENALTY } from "../thresholds.ts";

/** What a goal does to an action of one type: points added or taken, and whether it is dropped. */
export interface GoalEffect {
  adjustment: number;
  /** Dropped and reported as `off_goal` (strict goals only). */
  offGoal: boolean;
}

/**
 * A campaign goal: the score weights it sets, and its effect on an action of each type (null:
 * none). Exactly one applies, the request's `campaign_goal`.
 */
export type GoalRule = Rule<OpportunityType, GoalEffect> & {
  readonly id: CampaignGoal;
  readonly weights: Weights;
};

/** What every goal rule decides: the `method` entry that states the request's goal. */
export const DECIDES = "campaign_goal";

/** Links already earned: a focus elsewhere does not penalise recovering them. */
const EARNED: readonly OpportunityType[] = ["reclaim", "repair"];

/** The effect of a goal favouring `focus` (and, when strict, keeping only it) on a type. */
export function focusEffect(
  focus: readonly OpportunityType[],
  strict: boolean,
  type: OpportunityType,
): GoalEffect | null {
  if (focus.length === 0) return null;
  if (focus.includes(type)) return { adjustment: FOCUS_BONUS, offGoal: false };
  const earned = EARNED.includes(type);
  if (earned && !strict) return null;
  return { adjustment: earned ? 0 : -OFF_FOCUS_PENALTY, offGoal: strict };
}

/** The focus in words, for `when`: what the focus types gain and the others lose. */
export function focusClause(focus: readonly OpportunityType[], strict: boolean): string {
  const types = focus.join(" and ");
  return strict
    ? `only ${types} actions are kept (others are reported as off_goal), +${FOCUS_BONUS} each`
    : `${types} actions +${FOCUS_BONUS}, other types -${OFF_FOCUS_PENALTY} (${
      EARNED.join(" and ")
    } exempt: they recover links you already earned)`;
}

/** A goal's weight, as `when` quotes it ("0.35"). */
export function weight(goal: CampaignGoal, factor: keyof Weights): string {
  return GOAL_WEIGHTS[goal][factor].toFixed(2);
}

/** A goal rule from its focus types: the weights from `thresholds.ts`, the effect from the focus. */
export function goalRule(spec: {
  id: CampaignGoal;
  focus: readonly OpportunityType[];
  strict: boolean;
  when: string;
  because: string;
}): GoalRule {
  const { id, focus, strict, when, because } = spec;
  return {
    id,
    decides: DECIDES,
    when,
    because,
    weights: GOAL_WEIGHTS[id],
    decide: (type) => focusEffect(focus, strict, type),
  };
}
