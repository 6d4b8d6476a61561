import assert from "node:assert/strict";
import { brokenLinkBuilding } from "./broken_link_building.ts";

Deno.test("[opportunity_finder/goals] broken link building favours repairs and resource pages", () => {
  assert.deepEqual(brokenLinkBuilding.decide("repair"), { adjustment: 15, offGoal: false });
  assert.deepEqual(brokenLinkBuilding.decide("resource_page"), { adjustment: 15, offGoal: false });
  assert.deepEqual(brokenLinkBuilding.decide("digital_pr"), { adjustment: -10, offGoal: false });
  assert.equal(brokenLinkBuilding.decide("reclaim"), null);
});
