import assert from "node:assert/strict";
import { prospect, scored } from "../testing.ts";
import { capPriority } from "./mod.ts";

Deno.test("[opportunity_finder/caps] the lowest cap wins and every reason is listed", () => {
  const p = prospect({ domain: "reddit.com", domainKey: "reddit.com", dofollow: false });
  const s = capPriority(scored(p));
  assert.equal(s.priority, "low");
  assert.match(s.capped ?? "", /^held at low: reddit\.com is .*; the link would be nofollow$/);
});

Deno.test("[opportunity_finder/caps] a priority already at or below the cap is not marked capped", () => {
  const s = capPriority(scored(prospect({ dofollow: false }), { priority: "medium" }));
  assert.equal(s.priority, "medium");
  assert.equal(s.capped, null);
});
