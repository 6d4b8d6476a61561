import assert from "node:assert/strict";
import { missingEstimates } from "./missing_estimates.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] most items without estimates is a medium risk", () => {
  const nodes = [node(0, "A", { effortAssumed: true }), node(1, "B")];
  const [risk] = raised(
    missingEstimates,
    facts({ nodes, summary: { assumed_effort_items: 1, open_items: 1 } }),
  );
  assert.equal(risk.severity, "medium");
  assert.deepEqual(risk.items, ["A"]);
  const few = raised(
    missingEstimates,
    facts({ nodes, summary: { assumed_effort_items: 1, open_items: 2 } }),
  );
  assert.equal(few[0].severity, "low");
  assert.equal(missingEstimates.decide(facts()), null);
});
