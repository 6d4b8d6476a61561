import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { undeclaredVariable } from "./undeclared_variable.ts";

Deno.test("[programmatic_template issues] a pattern variable missing from variables is undeclared", () => {
  const issues = found(undeclaredVariable, ctx({ declared: [], patternVars: ["city"] }));
  assert.deepEqual(issues.map((i) => i.detail), [
    "[city] appears in a pattern but not in variables",
  ]);
  assert.equal(undeclaredVariable.decide(ctx()), null);
});
