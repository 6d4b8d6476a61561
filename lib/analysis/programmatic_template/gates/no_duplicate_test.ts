import assert from "node:assert/strict";
import { ctx, record } from "./testing.ts";
import { noDuplicate } from "./no_duplicate.ts";

Deno.test("[programmatic_template gates] no_duplicate fails every record in a duplicate group", () => {
  assert.equal(noDuplicate.decide(ctx({ duplicated: new Set([0, 3]) }))?.failing_sample_records, 2);
  assert.equal(noDuplicate.decide(ctx({ facts: [record()] }))?.failing_sample_records, 0);
});
