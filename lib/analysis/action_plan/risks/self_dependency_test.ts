import assert from "node:assert/strict";
import { selfDependency } from "./self_dependency.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] an item listing itself is a low risk", () => {
  const a = node(0, "Write guide");
  const [risk] = raised(
    selfDependency,
    facts({ refs: { unknown: [], ambiguous: [], duplicateIds: new Set(), selfRefs: [a] } }),
  );
  assert.equal(risk.severity, "low");
  assert.deepEqual(risk.items, ["Write guide"]);
  assert.equal(selfDependency.decide(facts()), null);
});
