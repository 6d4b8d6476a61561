import assert from "node:assert/strict";
import { future } from "./future.ts";
import { facts } from "./testing.ts";

Deno.test("[serp_volatility limitations] snapshots dated after the request are counted", () => {
  assert.deepEqual(future.notes(facts()), []);
  const early = facts(undefined, { now: new Date("2025-03-12T00:00:00Z") });
  assert.deepEqual(future.notes(early), ["1 snapshot(s) are dated after the request time."]);
});
