import assert from "node:assert/strict";
import { MEDIUM } from "./testing.ts";
import { volatile } from "./volatile.ts";

Deno.test("[serp_volatility levels] volatile from its threshold up", () => {
  assert.equal(volatile.decide({ score: 35, t: MEDIUM }), true);
  assert.equal(volatile.decide({ score: 34.9, t: MEDIUM }), null);
});
