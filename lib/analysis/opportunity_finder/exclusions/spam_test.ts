import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { spam } from "./spam.ts";
import { facts } from "./testing.ts";

Deno.test("[opportunity_finder/exclusions] a spam_score above max_spam_score is excluded", () => {
  assert.equal(
    spam.decide(facts(prospect({ spam: 75 }))),
    "spam_score 75 is above max_spam_score 60",
  );
});

Deno.test("[opportunity_finder/exclusions] a spam_score at max_spam_score, or none, is kept", () => {
  assert.equal(spam.decide(facts(prospect({ spam: 60 }))), null);
  assert.equal(spam.decide(facts(prospect({ spam: null }))), null);
});
