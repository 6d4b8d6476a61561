import assert from "node:assert/strict";
import { facts, snap } from "./testing.ts";
import { unparsed } from "./unparsed.ts";

Deno.test("[serp_volatility limitations] URLs that are no URLs are counted", () => {
  assert.equal(unparsed.decide(facts()), null);
  const odd = snap("2025-03-17");
  odd.results[0] = { ...odd.results[0], url: "http://[bad" };
  assert.deepEqual(unparsed.decide(facts([snap("2025-03-10"), odd])), [
    "1 result URL could not be parsed as a URL and was compared as text.",
  ]);
});
