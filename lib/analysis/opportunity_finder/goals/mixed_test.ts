import assert from "node:assert/strict";
import { OPPORTUNITY_TYPES } from "../kinds.ts";
import { mixed } from "./mixed.ts";

Deno.test("[opportunity_finder/goals] a mixed campaign favours no type", () => {
  for (const type of OPPORTUNITY_TYPES) assert.equal(mixed.decide(type), null);
  assert.equal(mixed.when, "balanced weights, no type is favoured");
});
