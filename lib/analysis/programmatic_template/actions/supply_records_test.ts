import assert from "node:assert/strict";
import { ctx, recommended } from "./testing.ts";
import { supplyRecords } from "./supply_records.ts";

Deno.test("[programmatic_template actions] no sample records asks for them", () => {
  assert.equal(recommended(supplyRecords, ctx({ n: 0 }))[0].priority, "high");
  assert.equal(supplyRecords.decide(ctx()), null);
});
