/** What a risk rule reads, and the shape of a rule. */
import type { Rule } from "../../rule.ts";
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

/** One kind of risk: the entries the plan raises (one, or one per case), or null when none. */
export type RiskRule = Rule<RiskFacts, PlanRisk[]>;

/** What every risk rule decides, the `method` entry that lists them. */
export const DECIDES = "risk_register";

/** The risks found, or null when there are none. */
export function risksOrNull(risks: PlanRisk[]): PlanRisk[] | null {
  return risks.length > 0 ? risks : null;
}
