import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { supplyRecords } from "./supply_records.ts";

Deno.test("[programmatic_template actions] no sample records asks for them", () => {
  assert.equal(supplyRecords.actions(ctx({ n: 0 }))[0].priority, "high");
  assert.deepEqual(supplyRecords.actions(ctx()), []);
});
