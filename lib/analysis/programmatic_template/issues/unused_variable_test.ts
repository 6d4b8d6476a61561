import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { unusedVariable } from "./unused_variable.ts";

Deno.test("[programmatic_template issues] a declared variable no pattern uses is unused", () => {
  const issues = unusedVariable.check(ctx({ declared: ["city", "state"] }));
  assert.deepEqual(issues.map((i) => i.kind), ["unused_variable"]);
  assert.equal(issues[0].detail, 'variable "state" is declared but used in neither pattern');
  assert.deepEqual(unusedVariable.check(ctx()), []);
});
