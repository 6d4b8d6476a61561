import assert from "node:assert/strict";
import { leadGeneration } from "./lead_generation.ts";

Deno.test("[action_plan goals] lead generation terms match whole words", () => {
  const found = (text: string) => leadGeneration.decide({ goal: "lead_generation", text });
  assert.deepEqual(found("add a cta to the pricing landing page"), [
    "cta",
    "pricing",
    "landing page",
  ]);
  assert.equal(found("write a history of email"), null);
});
