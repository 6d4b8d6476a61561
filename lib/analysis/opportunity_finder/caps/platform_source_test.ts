import assert from "node:assert/strict";
import { prospect, scored } from "../testing.ts";
import { platformSource } from "./platform_source.ts";

Deno.test("[opportunity_finder/caps] a UGC platform source is held at low", () => {
  const s = scored(prospect({ domain: "reddit.com", domainKey: "reddit.com" }));
  assert.equal(platformSource.cap, "low");
  assert.match(platformSource.decide(s) ?? "", /^reddit\.com is /);
});

Deno.test("[opportunity_finder/caps] an ordinary site is not a platform", () => {
  assert.equal(platformSource.decide(scored(prospect())), null);
});
