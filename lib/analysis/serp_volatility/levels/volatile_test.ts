import assert from "node:assert/strict";
import { MEDIUM } from "./testing.ts";
import { volatile } from "./volatile.ts";

Deno.test("[serp_volatility levels] volatile from its threshold up", () => {
  assert.equal(volatile.reached(35, MEDIUM), true);
  assert.equal(volatile.reached(34.9, MEDIUM), false);
});
