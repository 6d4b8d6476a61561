/** What an indexation gate reads, and the shape of a gate. */
import type { Rule } from "../../rule.ts";
import type { RecordFact } from "../record_fact.ts";
import type { IndexationGate } from "../result.ts";

/** The sample records and the content thresholds the gates count against. */
export interface GateContext {
  facts: RecordFact[];
  minUniqueFilled: number;
  uniqueFields: string[];
  duplicated: Set<number>;
  textFieldMedians: Map<string, number>;
}

/** One gate: its condition and the sample records failing it, or null when it does not apply. */
export type GateRule = Rule<GateContext, IndexationGate>;

/** What every gate rule decides, the `method` entry that lists them. */
export const DECIDES = "indexation_gates";
