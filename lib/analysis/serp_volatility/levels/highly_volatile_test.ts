import assert from "node:assert/strict";
import { highlyVolatile } from "./highly_volatile.ts";
import { MEDIUM } from "./testing.ts";

Deno.test("[serp_volatility levels] highly volatile from its threshold up", () => {
  assert.equal(highlyVolatile.decide({ score: 60, t: MEDIUM }), true);
  assert.equal(highlyVolatile.decide({ score: 59.9, t: MEDIUM }), null);
});

Deno.test("[serp_volatility levels] a level's condition quotes its threshold at each sensitivity", () => {
  assert.equal(
    highlyVolatile.when,
    "the score reaches the highly_volatile threshold (low 70, medium 60, high 45)",
  );
});
