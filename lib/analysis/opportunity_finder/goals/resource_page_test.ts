import assert from "node:assert/strict";
import { resourcePage } from "./resource_page.ts";

Deno.test("[opportunity_finder/goals] a resource-page campaign favours resource pages", () => {
  assert.deepEqual(resourcePage.decide("resource_page"), { adjustment: 15, offGoal: false });
  assert.deepEqual(resourcePage.decide("outreach"), { adjustment: -10, offGoal: false });
  assert.match(resourcePage.when, /^relevance weighs 0\.35;/);
});
