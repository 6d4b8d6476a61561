/** What a risk rule reads, and the shape of a rule. */
import type { DependencyRefs } from "../dependencies.ts";
import type { Node } from "../facts.ts";
import type { Hold } from "../holds/mod.ts";
import type { CapacitySummary, PlanRisk, ScheduledAction, UnscheduledItem } from "../result.ts";

/** The plan as scheduled, with the references and cycles found on the way. */
export interface RiskFacts {
  nodes: Node[];
  order: number[];
  refs: DependencyRefs;
  /** Each dependency cycle's members, in input order. */
  cycles: number[][];
  scheduled: ScheduledAction[];
  unscheduledList: UnscheduledItem[];
  unscheduled: ReadonlyMap<number, Hold>;
  capacity: number;
  summary: CapacitySummary;
}

/** One kind of risk: the entries the plan raises (none, one, or one per case). */
export interface RiskRule {
  id: PlanRisk["kind"];
  assess(f: RiskFacts): PlanRisk[];
}
