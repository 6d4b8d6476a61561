import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { unusedVariable } from "./unused_variable.ts";

Deno.test("[programmatic_template issues] a declared variable no pattern uses is unused", () => {
  const issues = found(unusedVariable, ctx({ declared: ["city", "state"] }));
  assert.deepEqual(issues.map((i) => i.kind), ["unused_variable"]);
  assert.equal(issues[0].detail, 'variable "state" is declared but used in neither pattern');
  assert.equal(unusedVariable.decide(ctx()), null);
});
