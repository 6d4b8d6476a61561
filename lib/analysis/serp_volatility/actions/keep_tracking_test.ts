import assert from "node:assert/strict";
import { keepTracking } from "./keep_tracking.ts";
import { ctx } from "./testing.ts";

Deno.test("[serp_volatility actions] only a monitor decision keeps tracking", () => {
  const [action] = keepTracking.decide(ctx({ decision: "monitor" }))!;
  assert.equal(
    action.reason,
    "Score 12 (stable) and your site did not lose lost 3 or more positions",
  );
  assert.equal(keepTracking.decide(ctx()), null);
});
