import assert from "node:assert/strict";
import { moderate } from "./moderate.ts";
import { MEDIUM } from "./testing.ts";

Deno.test("[serp_volatility levels] moderate from its threshold up", () => {
  assert.equal(moderate.reached(15, MEDIUM), true);
  assert.equal(moderate.reached(14.9, MEDIUM), false);
});
