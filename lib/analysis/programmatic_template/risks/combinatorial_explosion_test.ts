import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { combinatorialExplosion } from "./combinatorial_explosion.ts";

Deno.test("[programmatic_template risks] three keyword variables explode combinatorially", () => {
  assert.equal(combinatorialExplosion.decide(facts({ keywordVars: ["a", "b", "c"] }))?.value, 3);
  assert.equal(combinatorialExplosion.decide(facts({ keywordVars: ["a", "b"] })), null);
});
