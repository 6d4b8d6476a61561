import assert from "node:assert/strict";
import { protectGain } from "./protect_gain.ts";
import { ctx, domain } from "./testing.ts";

Deno.test("[serp_volatility actions] a gain of 3+ positions is protected; a loss is not", () => {
  const owner = domain("mine.com", 9, 2, { is_owner: true, status: "improved" });
  const [action] = protectGain.decide(ctx({ o: { owner, ownerLoss: null } }))!;
  assert.equal(action.reason, "It rose from #9 to #2");
  assert.equal(protectGain.decide(ctx()), null);
});
