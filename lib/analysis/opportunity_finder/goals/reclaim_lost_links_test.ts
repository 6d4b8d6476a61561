import assert from "node:assert/strict";
import { reclaimLostLinks } from "./reclaim_lost_links.ts";

Deno.test("[opportunity_finder/goals] reclaiming lost links keeps only reclaim and repair", () => {
  assert.deepEqual(reclaimLostLinks.decide("reclaim"), { adjustment: 15, offGoal: false });
  assert.deepEqual(reclaimLostLinks.decide("repair"), { adjustment: 15, offGoal: false });
  assert.deepEqual(reclaimLostLinks.decide("link_gap"), { adjustment: -10, offGoal: true });
  assert.match(reclaimLostLinks.when, /^only reclaim and repair actions are kept/);
});
