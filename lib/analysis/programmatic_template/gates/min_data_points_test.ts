import assert from "node:assert/strict";
import { ctx, record } from "./testing.ts";
import { minDataPoints } from "./min_data_points.ts";

Deno.test("[programmatic_template gates] fewer than 3 data fields fails min_data_points", () => {
  const facts = [record({ dataPoints: 2 }), record({ dataPoints: 3 })];
  assert.equal(minDataPoints.decide(ctx({ facts }))?.failing_sample_records, 1);
});
