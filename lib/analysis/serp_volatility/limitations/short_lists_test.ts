import assert from "node:assert/strict";
import { shortLists } from "./short_lists.ts";
import { facts, snap } from "./testing.ts";

Deno.test("[serp_volatility limitations] a snapshot under 10 URLs is flagged", () => {
  assert.equal(shortLists.decide(facts()), null);
  const [note] = shortLists.decide(facts([snap("2025-03-10", 10), snap("2025-03-17", 9)]))!;
  assert.match(note, /fewer than 10 URLs \(9\)/);
});
