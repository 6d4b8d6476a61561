import assert from "node:assert/strict";
import { ctx, written } from "./testing.ts";
import { uniqueFields } from "./unique_fields.ts";

Deno.test("[programmatic_template uniqueness] unique fields are required and kept distinct; without them they are asked for", () => {
  const rules = written(uniqueFields, ctx());
  assert.deepEqual(rules.map((r) => r.rule), ["min_unique_fields", "distinct_unique_values"]);
  assert.equal(rules[0].requirement, "show at least 2 of the unique fields on every page");
  assert.deepEqual(written(uniqueFields, ctx({ uniqueFields: [] })).map((r) => r.rule), [
    "declare_unique_fields",
  ]);
});
