import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { unverifiedData } from "./unverified_data.ts";

Deno.test("[programmatic_template risks] no sample records is a high unverified-data risk", () => {
  assert.equal(unverifiedData.decide(facts({ records: 0 }))?.level, "high");
  assert.equal(unverifiedData.decide(facts()), null);
});
