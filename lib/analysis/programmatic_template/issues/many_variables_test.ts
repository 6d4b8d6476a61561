import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { manyVariables } from "./many_variables.ts";

Deno.test("[programmatic_template issues] three keyword variables are many, two are not", () => {
  const three = manyVariables.check(ctx({ keywordVars: ["a", "b", "c"] }));
  assert.equal(
    three[0].detail,
    "3 variables in keyword_pattern multiply into many low-demand combinations",
  );
  assert.deepEqual(manyVariables.check(ctx({ keywordVars: ["a", "b"] })), []);
});
