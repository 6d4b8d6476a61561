import assert from "node:assert/strict";
import { duplicates } from "./duplicates.ts";
import { facts, snap } from "./testing.ts";

Deno.test("[serp_volatility limitations] merged duplicates are counted with their snapshots", () => {
  assert.equal(duplicates.decide(facts()), null);
  const twice = snap("2025-03-17");
  twice.results.push({ ...twice.results[0], position: 11 });
  assert.deepEqual(duplicates.decide(facts([snap("2025-03-10"), twice])), [
    "1 duplicate URL within a snapshot were merged, keeping the best position (2025-03-17).",
  ]);
});
