import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { duplicateContent } from "./duplicate_content.ts";

Deno.test("[programmatic_template risks] any shared URL makes duplicates high", () => {
  const risk = duplicateContent.decide(facts({ dupShare: 0.05, urlCollisions: 1 }));
  assert.equal(risk?.level, "high");
  assert.match(risk?.reason ?? "", /; 1 share a URL$/);
  assert.equal(duplicateContent.decide(facts({ dupShare: 0.05 }))?.level, "medium");
  assert.equal(duplicateContent.decide(facts()), null);
});
