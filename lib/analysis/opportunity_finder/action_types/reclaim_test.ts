import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { reclaim } from "./reclaim.ts";
import { signals } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] a lost link is reclaimed", () => {
  assert.equal(reclaim.decide({ ...signals(), p: prospect({ lost: true }) }), true);
  assert.equal(reclaim.decide({ ...signals(), p: prospect({ broken: true }) }), null);
});
