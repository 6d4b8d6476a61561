import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { reclaim } from "./reclaim.ts";
import { signals } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] a lost link is reclaimed", () => {
  assert.equal(reclaim.applies(prospect({ lost: true }), signals()), true);
  assert.equal(reclaim.applies(prospect({ broken: true }), signals()), false);
});
