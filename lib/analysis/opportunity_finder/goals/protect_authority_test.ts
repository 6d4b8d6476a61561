import assert from "node:assert/strict";
import { protectAuthority } from "./protect_authority.ts";

Deno.test("[opportunity_finder/goals] protecting authority keeps only earned links, strongest first", () => {
  assert.deepEqual(protectAuthority.decide("repair"), { adjustment: 15, offGoal: false });
  assert.deepEqual(protectAuthority.decide("outreach"), { adjustment: -10, offGoal: true });
  assert.match(protectAuthority.when, /authority 0\.40 and dofollow 0\.20 weigh most$/);
});
