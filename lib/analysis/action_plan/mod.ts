/**
 * Content action plan: scores SEO work items, orders them by dependencies and value, and
 * schedules them into weekly capacity buckets with a risk register. Pure: `now` comes in.
 *
 * The steps: read the request's frame and score each item once (`facts.ts`, goal terms in
 * `goals/`, one goal a file, weights in `thresholds.ts`), resolve dependencies
 * (`dependencies.ts`), break cycles (`cycles.ts`), order (`order.ts`), place items in weeks
 * (`schedule.ts`; why an item stays out in `holds/`), total against capacity (`capacity.ts`),
 * assess the risks (`risks/`, one kind a file), then the agent workflow, its follow-up calls
 * and the markdown (`workflow.ts`, `next_calls.ts`). Each rule folder's `mod.ts` lists its
 * rules in the order they are applied.
 */
import { capacitySummary } from "./capacity.ts";
import { breakCycles } from "./cycles.ts";
import { resolveDependencies } from "./dependencies.ts";
import { addDays, isoDay } from "./dates.ts";
import { planFrame, scoreItem } from "./facts.ts";
import type { ActionPlanInput, ActionPlanOptions } from "./input.ts";
import { METHOD } from "./method.ts";
import { dependencyOrder } from "./order.ts";
import type { ActionPlanResult } from "./result.ts";
import { riskRegister } from "./risks/mod.ts";
import { placeItems, scheduledActions, unscheduledItems, weeklyBuckets } from "./schedule.ts";
import { DAYS_PER_WEEK } from "./thresholds.ts";
import { buildWorkflow, markdownOf } from "./workflow.ts";

export type { ActionItemInput, ActionPlanInput, ActionPlanOptions, PlanGoal } from "./input.ts";
export * from "./result.ts";

/**
 * Builds a dependency-aware, capacity-bound weekly plan from SEO work items: scores,
 * order, weekly buckets, unscheduled items with reasons, a risk register, an
 * `agent_workflow` and a `markdown_summary`. Never throws on schema-valid input.
 */
export function buildActionPlan(
  input: ActionPlanInput,
  options: ActionPlanOptions,
): ActionPlanResult {
  // Horizon, capacity, team and week 1 (the Monday on or after `now`).
  const frame = planFrame(input, options.now);
  // Each item scored once: effort, impact, priority, goal fit, ease.
  const nodes = input.items.map((item, index) => scoreItem(item, { index, goal: frame.goal }));
  // Dependencies become edges between open items; bad references are kept for the risks.
  const refs = resolveDependencies(nodes);
  // Cycles found and their inner edges dropped, so the rest stays schedulable.
  const cycles = breakCycles(nodes);
  // Dependencies first, then links already earned, rank, own score and input order.
  const order = dependencyOrder(nodes);
  // Items placed week by week; the others held back with why.
  const { placed, load, unscheduled } = placeItems(nodes, order, frame);
  const scheduled = scheduledActions(nodes, placed, frame);
  const buckets = weeklyBuckets(scheduled, load, frame);
  const unscheduledList = unscheduledItems(nodes, order, unscheduled);
  // Totals against the capacity of the horizon.
  const summary = capacitySummary(nodes, scheduled, unscheduledList, frame);
  // The risk register, high first.
  const { capacity } = frame;
  const risks = riskRegister({
    nodes,
    order,
    refs,
    cycles,
    scheduled,
    unscheduledList,
    unscheduled,
    capacity,
    summary,
  });
  // What an agent reads: the workflow and the markdown summary.
  const facts = {
    goal: frame.goal,
    target: input.target,
    nodes,
    scheduled,
    unscheduledList,
    risks,
    summary,
    cycles: cycles.length,
  };
  const workflow = buildWorkflow(facts);
  return {
    goal: frame.goal,
    plan_start: frame.weekStart(1),
    plan_end: isoDay(addDays(frame.start, DAYS_PER_WEEK * frame.weeks - 1)),
    method: { ...METHOD },
    scheduled_actions: scheduled,
    weekly_buckets: buckets,
    unscheduled: unscheduledList,
    risk_register: risks,
    capacity_summary: summary,
    agent_workflow: workflow,
    markdown_summary: markdownOf(facts, workflow, buckets),
  };
}
