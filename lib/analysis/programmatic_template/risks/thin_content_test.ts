import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { thinContent } from "./thin_content.ts";

Deno.test("[programmatic_template risks] thin records are high from 30%, medium from 10%", () => {
  assert.equal(thinContent.decide(facts({ thinShare: 0.3 }))?.level, "high");
  assert.equal(
    thinContent.decide(facts({ thinShare: 0.1 }))?.reason,
    "10% of sample records fail the content gates",
  );
  assert.equal(thinContent.decide(facts({ thinShare: 0.05 }))?.level, "low");
  assert.equal(thinContent.decide(facts({ thinShare: 0 })), null);
});
