import assert from "node:assert/strict";
import { ctx, recommended, thinRecord } from "./testing.ts";
import { enrichThin } from "./enrich_thin.ts";

Deno.test("[programmatic_template actions] thin records are enriched, citing the first", () => {
  const thin = Array.from({ length: 6 }, (_, i) => thinRecord(`austin ${i}`, "only 1 data field"));
  const [action] = recommended(enrichThin, ctx({ f: { thin } }));
  assert.equal(action.action, "Enrich or drop the thin records before publishing them");
  assert.equal(action.priority, "high");
  assert.equal(
    action.reason,
    '6 of 20 sample records fail the content gates, e.g. "austin 0": only 1 data field',
  );
  assert.equal(enrichThin.decide(ctx({ f: { thin }, oneLocation: true })), null);
});
