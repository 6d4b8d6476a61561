import assert from "node:assert/strict";
import { ctx, record } from "./testing.ts";
import { sitemap } from "./sitemap.ts";

Deno.test("[programmatic_template gates] the sitemap gate lists only pages passing every gate", () => {
  const gate = sitemap.decide(ctx({ facts: [record({ dataPoints: 0 })] }));
  assert.equal(gate?.on_fail, "leave the page out of the sitemap");
  assert.equal(gate?.failing_sample_records, 0);
});
