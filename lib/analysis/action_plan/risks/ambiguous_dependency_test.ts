import assert from "node:assert/strict";
import { ambiguousDependency } from "./ambiguous_dependency.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] shared titles and repeated ids make references ambiguous", () => {
  const a = node(0, "Write guide");
  const [risk] = raised(
    ambiguousDependency,
    facts({
      refs: {
        unknown: [],
        ambiguous: [{ node: a, ref: "Audit" }],
        duplicateIds: new Set(["x1"]),
        selfRefs: [],
      },
    }),
  );
  assert.equal(risk.risk, 'References match more than one item: "Audit", "x1"');
  assert.deepEqual(risk.items, ["Write guide"]);
  assert.equal(ambiguousDependency.decide(facts()), null);
});
