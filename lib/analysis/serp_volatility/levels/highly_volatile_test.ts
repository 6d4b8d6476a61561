import assert from "node:assert/strict";
import { highlyVolatile } from "./highly_volatile.ts";
import { MEDIUM } from "./testing.ts";

Deno.test("[serp_volatility levels] highly volatile from its threshold up", () => {
  assert.equal(highlyVolatile.reached(60, MEDIUM), true);
  assert.equal(highlyVolatile.reached(59.9, MEDIUM), false);
});
