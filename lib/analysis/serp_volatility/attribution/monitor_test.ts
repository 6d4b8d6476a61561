import assert from "node:assert/strict";
import { attributionOf } from "./mod.ts";
import { monitor } from "./monitor.ts";
import { OWNER, ownerFacts } from "./testing.ts";

Deno.test("[serp_volatility attribution] no shift and no loss: monitor, a market watch without owner", () => {
  assert.equal(attributionOf(ownerFacts({ owner: OWNER })).decision, "monitor");
  assert.equal(monitor.decide(ownerFacts({ owner: OWNER })), "Keep monitoring");
  assert.match(monitor.decide(ownerFacts()) ?? "", /market watch/);
});
