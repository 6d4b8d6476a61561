import assert from "node:assert/strict";
import { ctx, written } from "./testing.ts";
import { uniqueVariableValues } from "./unique_variable_values.ts";

Deno.test("[programmatic_template uniqueness] variable values are unique, for the keyword variables", () => {
  assert.deepEqual(written(uniqueVariableValues, ctx({ keywordVars: ["a", "b"] }))[0].applies_to, [
    "a",
    "b",
  ]);
});
