/** What an indexation gate reads, and the shape of a gate. */
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
export interface GateRule {
  id: string;
  gate(ctx: GateContext): IndexationGate | null;
}
