import assert from "node:assert/strict";
import { ctx, written } from "./testing.ts";
import { lowVarietyField } from "./low_variety_field.ts";

Deno.test("[programmatic_template uniqueness] a low-variety field does not count towards uniqueness", () => {
  const rules = written(
    lowVarietyField,
    ctx({ lowVariety: [{ field: "state", distinct: 2, filled: 20 }] }),
  );
  assert.equal(
    rules[0].requirement,
    "do not count state towards uniqueness: 2 distinct values across 20 records",
  );
  assert.equal(lowVarietyField.decide(ctx()), null);
});
