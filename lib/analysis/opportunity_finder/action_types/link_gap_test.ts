import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { linkGap } from "./link_gap.ts";
import { signals } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] a link gap needs two competitors", () => {
  const one = new Map([["a.com", "a.com"]]);
  const two = new Map([["a.com", "a.com"], ["b.com", "b.com"]]);
  assert.equal(linkGap.decide({ ...signals(), p: prospect({ competitors: two }) }), true);
  assert.equal(linkGap.decide({ ...signals(), p: prospect({ competitors: one }) }), null);
});
