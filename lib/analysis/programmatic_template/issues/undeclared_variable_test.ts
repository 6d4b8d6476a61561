import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { undeclaredVariable } from "./undeclared_variable.ts";

Deno.test("[programmatic_template issues] a pattern variable missing from variables is undeclared", () => {
  const issues = undeclaredVariable.check(ctx({ declared: [], patternVars: ["city"] }));
  assert.deepEqual(issues.map((i) => i.detail), [
    "[city] appears in a pattern but not in variables",
  ]);
  assert.deepEqual(undeclaredVariable.check(ctx()), []);
});
