import assert from "node:assert/strict";
import { sameTimes } from "./same_times.ts";
import { facts, snap } from "./testing.ts";

Deno.test("[serp_volatility limitations] snapshots sharing a checked_at are flagged", () => {
  assert.equal(sameTimes.decide(facts()), null);
  assert.equal(sameTimes.decide(facts([snap("2025-03-10"), snap("2025-03-10")]))?.length, 1);
});
