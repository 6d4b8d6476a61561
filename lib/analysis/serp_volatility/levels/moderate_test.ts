import assert from "node:assert/strict";
import { moderate } from "./moderate.ts";
import { MEDIUM } from "./testing.ts";

Deno.test("[serp_volatility levels] moderate from its threshold up", () => {
  assert.equal(moderate.decide({ score: 15, t: MEDIUM }), true);
  assert.equal(moderate.decide({ score: 14.9, t: MEDIUM }), null);
});
