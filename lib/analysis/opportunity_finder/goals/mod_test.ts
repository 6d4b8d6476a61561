import assert from "node:assert/strict";
import { CAMPAIGN_GOALS } from "../kinds.ts";
import { GOALS } from "./mod.ts";

Deno.test("[opportunity_finder/goals] every goal has its rule, whose weights sum to 1", () => {
  for (const goal of CAMPAIGN_GOALS) {
    assert.equal(GOALS[goal].id, goal);
    assert.equal(GOALS[goal].decides, "campaign_goal");
    const sum = Object.values(GOALS[goal].weights).reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum - 1) < 1e-9, `${goal}: ${sum}`);
  }
});
