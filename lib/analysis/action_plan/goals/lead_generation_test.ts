import assert from "node:assert/strict";
import { matches, wordsPattern } from "../words.ts";
import { leadGeneration } from "./lead_generation.ts";

Deno.test("[action_plan goals] lead generation terms match whole words", () => {
  const pattern = wordsPattern(leadGeneration.terms);
  assert.deepEqual(matches(pattern, "add a cta to the pricing landing page"), [
    "cta",
    "pricing",
    "landing page",
  ]);
  assert.deepEqual(matches(pattern, "write a history of email"), []);
});
