import assert from "node:assert/strict";
import { digitalPr } from "./digital_pr.ts";

Deno.test("[opportunity_finder/goals] a digital-PR campaign favours PR targets and weighs authority most", () => {
  assert.deepEqual(digitalPr.decide("digital_pr"), { adjustment: 15, offGoal: false });
  assert.deepEqual(digitalPr.decide("link_gap"), { adjustment: -10, offGoal: false });
  assert.equal(digitalPr.decide("repair"), null);
  assert.match(
    digitalPr.when,
    /^authority 0\.40 and relevance 0\.30 weigh most, feasibility only 0\.10;/,
  );
});
