import assert from "node:assert/strict";
import { ctx, record } from "./testing.ts";
import { minUniqueFields } from "./min_unique_fields.ts";

Deno.test("[programmatic_template gates] min_unique_fields counts records below the minimum, only with unique fields", () => {
  const gate = minUniqueFields.decide(ctx({ facts: [record({ uniqueFilled: 1 }), record()] }));
  assert.equal(gate?.failing_sample_records, 1);
  assert.equal(gate?.condition, "at least 2 of 2 unique fields filled (price, reviews)");
  assert.equal(minUniqueFields.decide(ctx({ uniqueFields: [] })), null);
});
