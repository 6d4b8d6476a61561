import assert from "node:assert/strict";
import { facts, node, raised } from "./testing.ts";
import { unknownDependency } from "./unknown_dependency.ts";

Deno.test("[action_plan risks] a dependency naming no item is a medium risk", () => {
  const a = node(0, "Write guide");
  const [risk] = raised(
    unknownDependency,
    facts({
      refs: {
        unknown: [{ node: a, ref: "nope" }],
        ambiguous: [],
        duplicateIds: new Set(),
        selfRefs: [],
      },
    }),
  );
  assert.equal(risk.severity, "medium");
  assert.equal(risk.risk, '1 dependency names no item: "nope" (in "Write guide")');
  assert.deepEqual(risk.items, ["Write guide"]);
  assert.equal(unknownDependency.decide(facts()), null);
});
