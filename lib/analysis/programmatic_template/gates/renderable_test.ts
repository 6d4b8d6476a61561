import assert from "node:assert/strict";
import { ctx, record } from "./testing.ts";
import { renderable } from "./renderable.ts";

Deno.test("[programmatic_template gates] a record missing a variable or its slug is not renderable", () => {
  const facts = [
    record(),
    record({ missingVars: ["city"] }),
    record({ url: { text: "", ok: false } }),
  ];
  assert.equal(renderable.decide(ctx({ facts }))?.failing_sample_records, 2);
  assert.equal(renderable.decide(ctx())?.failing_sample_records, 0);
});
