/** Totals of the plan against the team's capacity. */
import type { Node, PlanFrame } from "./facts.ts";
import { round, sum } from "./numbers.ts";
import type { CapacitySummary, ScheduledAction, UnscheduledItem } from "./result.ts";
import { EPSILON, POINT_DIGITS } from "./thresholds.ts";

/** Items and effort per assignee (every team member listed, in team order). */
function byAssigneeOf(team: readonly string[], scheduled: readonly ScheduledAction[]) {
  const byAssignee = new Map<string, { items: number; effort: number }>();
  for (const name of team) byAssignee.set(name, { items: 0, effort: 0 });
  for (const s of scheduled) {
    if (s.assignee === null) continue;
    const entry = byAssignee.get(s.assignee)!;
    entry.items += 1;
    entry.effort = round(entry.effort + s.effort, POINT_DIGITS);
  }
  return [...byAssignee.entries()].map(([assignee, v]) => ({ assignee, ...v }));
}

/** Open, scheduled and unscheduled items and effort against the horizon's capacity. */
export function capacitySummary(
  nodes: readonly Node[],
  scheduled: readonly ScheduledAction[],
  unscheduledList: readonly UnscheduledItem[],
  frame: PlanFrame,
): CapacitySummary {
  const { weeks, capacity } = frame;
  const open = nodes.filter((n) => n.status !== "done");
  const openEffort = sum(open.map((n) => n.effort));
  const scheduledEffort = sum(scheduled.map((s) => s.effort));
  const unscheduledEffort = sum(unscheduledList.map((u) => u.effort));
  const totalCapacity = round(capacity * weeks, POINT_DIGITS);
  return {
    weeks,
    horizon_days: frame.horizonDays,
    weekly_capacity: round(capacity, POINT_DIGITS),
    total_capacity: totalCapacity,
    open_items: open.length,
    open_effort: openEffort,
    scheduled_items: scheduled.length,
    scheduled_effort: scheduledEffort,
    unscheduled_items: unscheduledList.length,
    unscheduled_effort: unscheduledEffort,
    utilization_percent: totalCapacity > 0 ? round((100 * scheduledEffort) / totalCapacity, 1) : 0,
    capacity_needed_per_week: Math.ceil(openEffort / weeks - EPSILON),
    done_skipped: nodes.filter((n) => n.status === "done").map((n) => n.title),
    assumed_effort_items: open.filter((n) => n.effortAssumed).length,
    by_assignee: byAssigneeOf(frame.team, scheduled),
  };
}
