/** A minimal action context for the rule tests: 20 clean records, a pilot decision. */
import assert from "node:assert/strict";
import type { RecommendedAction } from "../../../agent/workflow.ts";
import type { RecordFact } from "../record_fact.ts";
import type { ProgrammaticTemplateReport, ScaleRisk } from "../result.ts";
import type { WorkflowFacts } from "../workflow_facts.ts";
import type { ActionContext, ActionRule } from "./types.ts";

/** A report with what the action rules read; `over` replaces parts of it. */
export function report(over: Record<string, unknown> = {}): ProgrammaticTemplateReport {
  return {
    checks: { sample_size: 20, missing_unique_fields: [] },
    scale_risk: { level: "low", risks: [] },
    launch_decision: { decision: "pilot", reasons: ["readiness 70 is below 75"] },
    launch_plan: { cadence: "pilot", phases: [{ name: "pilot", pages: 20 }] },
    indexation_gates: [{}, {}, {}],
    ...over,
  } as unknown as ProgrammaticTemplateReport;
}

export function thinRecord(label: string, reason: string): RecordFact {
  return { label, thinReasons: [reason] } as unknown as RecordFact;
}

export function ctx(
  over: Partial<Omit<ActionContext, "f">> & { f?: Partial<WorkflowFacts> } = {},
): ActionContext {
  const r = over.r ?? report();
  const f = {
    input: { unique_fields: ["price", "reviews", "rating"] },
    result: r,
    thin: [],
    duplicated: new Set<number>(),
    duplicateGroups: [],
    facts: [],
    blocking: [],
    ...over.f,
  } as unknown as WorkflowFacts;
  return { n: 20, doorway: undefined, oneLocation: false, ...over, f, r };
}

export const ONE_LOCATION: ScaleRisk = {
  risk: "doorway_pages",
  level: "high",
  reason: "one location (the same address on every record) targeted at many places",
  value: 0,
};

/** The actions a rule recommends, failing the test when it recommends none. */
export function recommended(rule: ActionRule, c: ActionContext): RecommendedAction[] {
  const actions = rule.decide(c);
  assert.ok(actions, `${rule.id} recommended nothing`);
  return actions;
}
