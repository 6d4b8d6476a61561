/** Places items in weekly buckets in order, and lists what was placed and what was not. */
import type { Node, PlanFrame } from "./facts.ts";
import { type Hold, holdOf, type Placement, type ScheduleState, slotOf } from "./holds/mod.ts";
import { round } from "./numbers.ts";
import type { ScheduledAction, UnscheduledItem, WeeklyBucket } from "./result.ts";
import { EPSILON, POINT_DIGITS } from "./thresholds.ts";

/** Where each placed item went, the load of each week, and the items held back with why. */
export interface Placements {
  placed: Map<number, Placement>;
  load: number[];
  unscheduled: Map<number, Hold>;
}

/** Places items in order: first week from the latest dependency's week with room. */
export function placeItems(nodes: Node[], order: readonly number[], frame: PlanFrame): Placements {
  const { weeks, capacity } = frame;
  const load = new Array<number>(weeks + 1).fill(0);
  const placed = new Map<number, Placement>();
  const unscheduled = new Map<number, Hold>();
  const state: ScheduleState = { nodes, placed, load, capacity, weeks };
  let seq = 0;
  for (const i of order) {
    const node = nodes[i];
    if (node.status === "done") continue;
    const hold = holdOf(node, state);
    if (hold) {
      unscheduled.set(i, hold);
      continue;
    }
    const { week, oversized, parts } = slotOf(node, state);
    for (const [w, effort] of parts) load[w] += effort;
    placed.set(i, { week, endWeek: parts[parts.length - 1][0], seq: seq++, oversized });
  }
  return { placed, load, unscheduled };
}

/** The placed items by week, then placement order; the team assigned round-robin. */
export function scheduledActions(
  nodes: readonly Node[],
  placed: ReadonlyMap<number, Placement>,
  frame: PlanFrame,
): ScheduledAction[] {
  const { team } = frame;
  const scheduledOrder = [...placed.entries()]
    .sort((a, b) => a[1].week - b[1].week || a[1].seq - b[1].seq);
  return scheduledOrder.map(([i, p], n) => {
    const node = nodes[i];
    return {
      index: i,
      id: node.item.id ?? null,
      title: node.title,
      week: p.week,
      end_week: p.endWeek,
      start_date: frame.weekStart(p.week),
      assignee: team.length > 0 ? team[n % team.length] : null,
      effort: node.effort,
      effort_assumed: node.effortAssumed,
      score: node.score,
      priority: node.item.priority ?? null,
      status: node.status === "in_progress" ? "in_progress" : "todo",
      keyword: node.item.keyword ?? null,
      url: node.item.url ?? null,
      depends_on: node.deps.map((d) => nodes[d].title),
      goal_match: node.goalMatch,
      oversized: p.oversized,
    };
  });
}

/** One bucket per week of the horizon, with its load and items. */
export function weeklyBuckets(
  scheduled: readonly ScheduledAction[],
  load: readonly number[],
  frame: PlanFrame,
): WeeklyBucket[] {
  const { weeks, capacity } = frame;
  const buckets: WeeklyBucket[] = [];
  for (let w = 1; w <= weeks; w++) {
    const here = scheduled.filter((s) => s.week === w);
    const used = round(load[w], POINT_DIGITS);
    buckets.push({
      week: w,
      start_date: frame.weekStart(w),
      capacity: round(capacity, POINT_DIGITS),
      load: used,
      remaining: round(Math.max(0, capacity - load[w]), POINT_DIGITS),
      over_capacity: used > capacity + EPSILON,
      items: here.map((s) => s.title),
    });
  }
  return buckets;
}

/** The items held back, in schedule order, with why. */
export function unscheduledItems(
  nodes: readonly Node[],
  order: readonly number[],
  unscheduled: ReadonlyMap<number, Hold>,
): UnscheduledItem[] {
  return order
    .filter((i) => unscheduled.has(i))
    .map((i) => ({
      index: i,
      id: nodes[i].item.id ?? null,
      title: nodes[i].title,
      effort: nodes[i].effort,
      score: nodes[i].score,
      reason: unscheduled.get(i)!.reason,
    }));
}
