import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { indexBloat } from "./index_bloat.ts";

Deno.test("[programmatic_template risks] index bloat scales the failing share to the planned pages", () => {
  const risk = indexBloat.decide(
    facts({ failingShare: 0.1, input: { page_count_estimate: 2000 } }),
  );
  assert.equal(risk?.level, "high");
  assert.equal(risk?.value, 200);
  assert.equal(indexBloat.decide(facts({ input: { page_count_estimate: 50 } }))?.level, "low");
  assert.equal(indexBloat.decide(facts()), null);
});
