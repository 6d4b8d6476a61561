/** Minimal risk facts for the rule tests: an empty plan of 4 weeks at 5 points a week. */
import assert from "node:assert/strict";
import type { CapacitySummary, PlanRisk } from "../result.ts";
import type { RiskFacts, RiskRule } from "./types.ts";

export { node } from "../testing.ts";

export function facts(
  over: Partial<Omit<RiskFacts, "summary">> & { summary?: Partial<CapacitySummary> } = {},
): RiskFacts {
  const { summary, ...rest } = over;
  return {
    nodes: [],
    order: [],
    refs: { unknown: [], ambiguous: [], duplicateIds: new Set(), selfRefs: [] },
    cycles: [],
    scheduled: [],
    unscheduledList: [],
    unscheduled: new Map(),
    capacity: 5,
    ...rest,
    summary: {
      weeks: 4,
      horizon_days: 28,
      weekly_capacity: 5,
      total_capacity: 20,
      open_items: 0,
      open_effort: 0,
      scheduled_items: 0,
      scheduled_effort: 0,
      unscheduled_items: 0,
      unscheduled_effort: 0,
      utilization_percent: 0,
      capacity_needed_per_week: 0,
      done_skipped: [],
      assumed_effort_items: 0,
      by_assignee: [],
      ...summary,
    },
  };
}

/** An unscheduled entry for a node. */
export function out(index: number, title: string, effort = 1, score = 50) {
  return { index, id: null, title, effort, score, reason: "test" };
}

/** The risks a rule raises, failing the test when it raises none. */
export function raised(rule: RiskRule, f: RiskFacts): PlanRisk[] {
  const risks = rule.decide(f);
  assert.ok(risks, `${rule.id} raised no risk`);
  return risks;
}
