import assert from "node:assert/strict";
import { node, state } from "./testing.ts";
import { waits } from "./waits.ts";

Deno.test("[action_plan holds] an item waits for a dependency not placed", () => {
  const nodes = [node(0, "First"), node(1, "Second", { deps: [0] })];
  const hold = waits.decide({ node: nodes[1], state: state(nodes) });
  assert.equal(hold?.reason, 'Waits for "First", which is not scheduled.');
  const placed = new Map([[0, { week: 1, endWeek: 1, seq: 0, oversized: false }]]);
  assert.equal(waits.decide({ node: nodes[1], state: state(nodes, { placed }) }), null);
});
