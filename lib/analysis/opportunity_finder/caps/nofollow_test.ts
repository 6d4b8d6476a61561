import assert from "node:assert/strict";
import { prospect, scored } from "../testing.ts";
import { nofollow } from "./nofollow.ts";

Deno.test("[opportunity_finder/caps] a nofollow link is held at medium", () => {
  assert.equal(nofollow.cap, "medium");
  assert.equal(
    nofollow.decide(scored(prospect({ dofollow: false }))),
    "the link would be nofollow",
  );
});

Deno.test("[opportunity_finder/caps] a dofollow or unknown link is not capped for nofollow", () => {
  assert.equal(nofollow.decide(scored(prospect({ dofollow: true }))), null);
  assert.equal(nofollow.decide(scored(prospect({ dofollow: null }))), null);
});
