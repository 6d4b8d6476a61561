import assert from "node:assert/strict";
import { ctx, record } from "./testing.ts";
import { minContent } from "./min_content.ts";

Deno.test("[programmatic_template gates] few words and few fields, or a short text field, fail min_content", () => {
  const facts = [
    record({ words: 10, dataPoints: 4 }),
    record({ words: 10, dataPoints: 5 }),
    record({ shortFields: ["bio"] }),
  ];
  const gate = minContent.decide(ctx({ facts, textFieldMedians: new Map([["bio", 30]]) }));
  assert.equal(gate?.failing_sample_records, 2);
  assert.match(gate?.condition ?? "", /; text fields \(bio\) at least 40% of their median length$/);
});
