import assert from "node:assert/strict";
import { linkGap } from "./link_gap.ts";

Deno.test("[opportunity_finder/goals] a link-gap campaign favours link gaps; earned links are exempt", () => {
  assert.deepEqual(linkGap.decide("link_gap"), { adjustment: 15, offGoal: false });
  assert.deepEqual(linkGap.decide("outreach"), { adjustment: -10, offGoal: false });
  assert.equal(linkGap.decide("reclaim"), null);
  assert.match(linkGap.when, /^competitor overlap weighs 0\.20; link_gap actions \+15/);
});
