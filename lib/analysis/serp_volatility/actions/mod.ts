/**
 * The recommended actions of the agent workflow, one kind a file, in the order listed: react
 * to a shift, recover the owner's loss, settle a URL swap, learn from newcomers, keep a gain,
 * take the place a tracked domain lost, or keep tracking.
 */
import type { RecommendedAction } from "../../../agent/workflow.ts";
import { allDecisions } from "../../rule.ts";
import { checkCannibalization } from "./check_cannibalization.ts";
import { compareSerp } from "./compare_serp.ts";
import { holdRewrites } from "./hold_rewrites.ts";
import { keepTracking } from "./keep_tracking.ts";
import { protectGain } from "./protect_gain.ts";
import { recoverLoss } from "./recover_loss.ts";
import { studyNewcomers } from "./study_newcomers.ts";
import { takeLostPlace } from "./take_lost_place.ts";
import type { ActionContext, ActionRule } from "./types.ts";

export type * from "./types.ts";

/** The action rules, in the order their actions are listed. */
export const ACTION_RULES: readonly ActionRule[] = [
  compareSerp,
  holdRewrites,
  recoverLoss,
  checkCannibalization,
  studyNewcomers,
  protectGain,
  takeLostPlace,
  keepTracking,
];

/** The recommended actions, rule by rule. */
export function actionsOf(ctx: ActionContext): RecommendedAction[] {
  return allDecisions(ACTION_RULES, ctx).flat();
}
