import assert from "node:assert/strict";
import { holdRewrites } from "./hold_rewrites.ts";
import { ctx } from "./testing.ts";

Deno.test("[serp_volatility actions] rewrites are held only while the SERP shifts", () => {
  assert.equal(holdRewrites.actions(ctx({ o: { shifted: true } })).length, 1);
  assert.deepEqual(holdRewrites.actions(ctx({ o: { shifted: true, moved: null } })), []);
  assert.deepEqual(holdRewrites.actions(ctx()), []);
});
