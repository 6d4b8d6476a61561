/** A minimal gate context and record for the gate tests. */
import type { RecordFact } from "../record_fact.ts";
import type { GateContext } from "./types.ts";

export function record(over: Partial<RecordFact> = {}): RecordFact {
  return {
    index: 0,
    values: new Map(),
    label: "record 0",
    keyword: { text: "plumbers in austin", ok: true },
    url: { text: "/plumbers/austin", ok: true },
    missingVars: [],
    uniqueFilled: 2,
    dataPoints: 5,
    words: 40,
    shortFields: [],
    thinReasons: [],
    valueTokens: new Set(["austin"]),
    ...over,
  };
}

export function ctx(over: Partial<GateContext> = {}): GateContext {
  return {
    facts: [record()],
    minUniqueFilled: 2,
    uniqueFields: ["price", "reviews"],
    duplicated: new Set(),
    textFieldMedians: new Map(),
    ...over,
  };
}
