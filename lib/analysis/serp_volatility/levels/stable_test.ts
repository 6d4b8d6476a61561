import assert from "node:assert/strict";
import { levelOf } from "./mod.ts";
import { stable } from "./stable.ts";
import { MEDIUM } from "./testing.ts";

Deno.test("[serp_volatility levels] stable below every threshold, and only there", () => {
  assert.equal(stable.decide({ score: 0, t: MEDIUM }), true);
  assert.equal(levelOf(14.9, MEDIUM), "stable");
  assert.equal(levelOf(15, MEDIUM), "moderate");
});
