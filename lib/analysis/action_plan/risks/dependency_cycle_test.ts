import assert from "node:assert/strict";
import { dependencyCycle } from "./dependency_cycle.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] each dependency cycle is a high risk of its own", () => {
  const nodes = [node(0, "A"), node(1, "B"), node(2, "C"), node(3, "D")];
  const risks = raised(dependencyCycle, facts({ nodes, cycles: [[0, 1], [2, 3]] }));
  assert.equal(risks.length, 2);
  assert.equal(risks[0].severity, "high");
  assert.equal(risks[0].risk, 'Dependency cycle: 2 items wait for each other ("A", "B")');
  assert.deepEqual(risks[1].items, ["C", "D"]);
  assert.equal(dependencyCycle.decide(facts({ nodes })), null);
});
