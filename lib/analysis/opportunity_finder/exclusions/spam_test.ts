import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { spam } from "./spam.ts";
import { ctx } from "./testing.ts";

Deno.test("[opportunity_finder/exclusions] a spam_score above max_spam_score is excluded", () => {
  assert.equal(
    spam.applies(prospect({ spam: 75 }), ctx()),
    "spam_score 75 is above max_spam_score 60",
  );
});

Deno.test("[opportunity_finder/exclusions] a spam_score at max_spam_score, or none, is kept", () => {
  assert.equal(spam.applies(prospect({ spam: 60 }), ctx()), null);
  assert.equal(spam.applies(prospect({ spam: null }), ctx()), null);
});
