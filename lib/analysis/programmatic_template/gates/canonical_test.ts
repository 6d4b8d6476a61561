import assert from "node:assert/strict";
import { ctx, record } from "./testing.ts";
import { canonical } from "./canonical.ts";

Deno.test("[programmatic_template gates] the canonical gate is a template rule no record fails", () => {
  const gate = canonical.decide(ctx({ facts: [record({ missingVars: ["city"] })] }));
  assert.equal(gate?.gate, "canonical");
  assert.equal(gate?.failing_sample_records, 0);
});
