import assert from "node:assert/strict";
import { holdRewrites } from "./hold_rewrites.ts";
import { ctx } from "./testing.ts";

Deno.test("[serp_volatility actions] rewrites are held only while the SERP shifts", () => {
  const [action] = holdRewrites.decide(ctx({ o: { shifted: true } }))!;
  assert.equal(
    action.action,
    "Hold major rewrites until the SERP settles; take a new snapshot in 3-7 days",
  );
  assert.equal(holdRewrites.decide(ctx({ o: { shifted: true, moved: null } })), null);
  assert.equal(holdRewrites.decide(ctx()), null);
});
