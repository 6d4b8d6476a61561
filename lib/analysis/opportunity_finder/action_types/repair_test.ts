import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { repair } from "./repair.ts";
import { signals } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] a broken link is repaired", () => {
  assert.equal(repair.decide({ ...signals(), p: prospect({ broken: true }) }), true);
  assert.equal(repair.decide({ ...signals(), p: prospect() }), null);
});
