import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { keywordCannibalization } from "./keyword_cannibalization.ts";

Deno.test("[programmatic_template risks] near-duplicate values on 10%+ of records risk cannibalization", () => {
  assert.equal(keywordCannibalization.decide(facts({ nearDupShare: 0.1 }))?.level, "medium");
  assert.equal(keywordCannibalization.decide(facts({ nearDupShare: 0.05 })), null);
  assert.equal(
    keywordCannibalization.decide(facts({ playbook: "locations", nearDupShare: 0.5 })),
    null,
  );
});
