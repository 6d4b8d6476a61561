import assert from "node:assert/strict";
import { capacity } from "./capacity.ts";
import { node, state } from "./testing.ts";

Deno.test("[action_plan holds] an item with no room left in the horizon is held back", () => {
  const a = node(0, "A", { effort: 2 });
  const full = state([a], { load: [0, 2, 2] });
  assert.equal(
    capacity.decide({ node: a, state: full })?.reason,
    "Does not fit the 2-week horizon: weeks 1-2 have less than 2 points free (capacity 3/week).",
  );
  assert.equal(capacity.decide({ node: a, state: state([a], { load: [0, 2, 1] }) }), null);
});

Deno.test("[action_plan holds] an oversized item needs its effort free across the weeks left", () => {
  const big = node(0, "Big", { effort: 5 });
  const busy = state([big], { load: [0, 1, 1] });
  assert.match(
    capacity.decide({ node: big, state: busy })!.reason,
    /^Spills over \(effort 5 > weekly capacity 3\) and weeks 1-2 have less than 5 points free/,
  );
  assert.equal(capacity.decide({ node: big, state: state([big], { load: [0, 1, 0] }) }), null);
});
