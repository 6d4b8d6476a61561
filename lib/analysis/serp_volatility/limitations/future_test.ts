import assert from "node:assert/strict";
import { future } from "./future.ts";
import { facts } from "./testing.ts";

Deno.test("[serp_volatility limitations] snapshots dated after the request are counted", () => {
  assert.equal(future.decide(facts()), null);
  const early = facts(undefined, { now: new Date("2025-03-12T00:00:00Z") });
  assert.deepEqual(future.decide(early), ["1 snapshot is dated after the request time."]);
});
