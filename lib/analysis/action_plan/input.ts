/** The `/content/action-plan` request and the analysis options. */
import type { z } from "zod";
import type { ActionPlanRequestSchema } from "../../operations/content_action_plan.ts";

/** The parsed `/content/action-plan` request (defaults applied by its schema). */
export type ActionPlanInput = z.output<typeof ActionPlanRequestSchema>;

/** One work item as supplied. */
export type ActionItemInput = ActionPlanInput["items"][number];

/** What the plan optimises for; it shapes the goal-fit part of each item's score. */
export type PlanGoal = NonNullable<ActionPlanInput["goal"]>;

/** Options of {@linkcode buildActionPlan}. */
export interface ActionPlanOptions {
  /** The request's clock: week 1 starts on the Monday on or after this date (UTC). */
  now: Date;
}
