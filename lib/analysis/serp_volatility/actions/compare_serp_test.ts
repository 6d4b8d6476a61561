import assert from "node:assert/strict";
import { compareSerp } from "./compare_serp.ts";
import { ctx } from "./testing.ts";

Deno.test("[serp_volatility actions] a shifted SERP is compared with the older snapshots; a calm one is not", () => {
  const [action] = compareSerp.decide(ctx({ o: { shifted: true } }))!;
  assert.equal(action.priority, "high");
  assert.match(action.reason, /^2 URLs entered and 1 left the results between 2025-03-10/);
  assert.equal(compareSerp.decide(ctx()), null);
});
