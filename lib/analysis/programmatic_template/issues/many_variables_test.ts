import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { manyVariables } from "./many_variables.ts";

Deno.test("[programmatic_template issues] three keyword variables are many, two are not", () => {
  const three = found(manyVariables, ctx({ keywordVars: ["a", "b", "c"] }));
  assert.equal(
    three[0].detail,
    "3 variables in keyword_pattern multiply into many low-demand combinations",
  );
  assert.equal(manyVariables.decide(ctx({ keywordVars: ["a", "b"] })), null);
});
