import assert from "node:assert/strict";
import { ctx, recommended } from "./testing.ts";
import { enforceGates } from "./enforce_gates.ts";

Deno.test("[programmatic_template actions] the gates go into the generator, except for one location", () => {
  assert.equal(
    recommended(enforceGates, ctx())[0].reason,
    "3 gates; pages failing them must not be indexed",
  );
  assert.equal(enforceGates.decide(ctx({ oneLocation: true })), null);
});
