import assert from "node:assert/strict";
import { matches, wordsPattern } from "../words.ts";
import { trafficGrowth } from "./traffic_growth.ts";

Deno.test("[action_plan goals] traffic growth terms match whole words", () => {
  const pattern = wordsPattern(trafficGrowth.terms);
  assert.deepEqual(matches(pattern, "write a new guide on long-tail keywords"), [
    "write",
    "new guide",
    "long-tail",
    "keywords",
  ]);
  assert.deepEqual(matches(pattern, "fix the pricing form"), []);
});
