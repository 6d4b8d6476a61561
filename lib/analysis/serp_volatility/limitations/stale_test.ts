import assert from "node:assert/strict";
import { stale } from "./stale.ts";
import { facts } from "./testing.ts";

Deno.test("[serp_volatility limitations] a newest snapshot over 30 days old is flagged", () => {
  assert.equal(stale.decide(facts()), null);
  const late = facts(undefined, { now: new Date("2025-04-20T00:00:00Z") });
  assert.deepEqual(stale.decide(late), [
    "The newest snapshot is 34 days old; the SERP may have moved since.",
  ]);
});
