import assert from "node:assert/strict";
import { ctx, ONE_LOCATION, recommended } from "./testing.ts";
import { oneLocation } from "./one_location.ts";

Deno.test("[programmatic_template actions] one location sends the demand to the real location page", () => {
  const [action] = recommended(oneLocation, ctx({ oneLocation: true, doorway: ONE_LOCATION }));
  assert.match(action.action, /^Do not generate the place pages/);
  assert.match(action.reason, /^one location \(the same address on every record\)/);
  assert.equal(oneLocation.decide(ctx({ doorway: ONE_LOCATION })), null);
});
