import assert from "node:assert/strict";
import { facts, snap } from "./testing.ts";
import { unevenDepth } from "./uneven_depth.ts";

Deno.test("[serp_volatility limitations] snapshots of different lengths are named", () => {
  assert.equal(unevenDepth.decide(facts()), null);
  const [note] = unevenDepth.decide(facts([snap("2025-03-10", 10), snap("2025-03-17", 20)]))!;
  assert.match(note, /^Snapshots list 10 to 20 distinct URLs/);
});
