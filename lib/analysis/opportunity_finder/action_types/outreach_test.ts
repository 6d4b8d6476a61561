import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { outreach } from "./outreach.ts";
import { signals } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] outreach takes any prospect", () => {
  assert.equal(outreach.id, "outreach");
  assert.equal(outreach.decide({ ...signals(), p: prospect() }), true);
});
