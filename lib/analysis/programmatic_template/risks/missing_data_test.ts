import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { missingData } from "./missing_data.ts";

Deno.test("[programmatic_template risks] variables left empty by 10%+ of records are missing data", () => {
  const gap = { variable: "city", in_patterns: true, empty_in_records: 2 };
  assert.equal(
    missingData.decide(facts({ missingVariables: [gap] }))?.reason,
    "10%+ of records leave [city] empty",
  );
  assert.equal(missingData.decide(facts({ blockingMissing: true }))?.level, "high");
  assert.equal(
    missingData.decide(facts({ missingVariables: [{ ...gap, empty_in_records: 1 }] })),
    null,
  );
});
