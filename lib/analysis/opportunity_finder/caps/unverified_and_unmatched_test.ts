import assert from "node:assert/strict";
import { ASSET, prospect, scored } from "../testing.ts";
import { unverifiedAndUnmatched } from "./unverified_and_unmatched.ts";

Deno.test("[opportunity_finder/caps] a new link with no attributes and no asset is held at medium", () => {
  assert.equal(unverifiedAndUnmatched.cap, "medium");
  assert.equal(
    unverifiedAndUnmatched.decide(scored(prospect())),
    "no link attributes were supplied and no owned page fits it",
  );
});

Deno.test("[opportunity_finder/caps] a matched asset, known attributes or an earned link lift the cap", () => {
  assert.equal(unverifiedAndUnmatched.decide(scored(prospect(), { asset: ASSET })), null);
  assert.equal(unverifiedAndUnmatched.decide(scored(prospect({ dofollow: true }))), null);
  assert.equal(unverifiedAndUnmatched.decide(scored(prospect(), { type: "reclaim" })), null);
});
