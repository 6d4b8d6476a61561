import assert from "node:assert/strict";
import { confidenceOf, descNullable, keywordRow, trendOf } from "./mod.ts";
import { metrics, months } from "./testing.ts";

Deno.test("[keyword rows] the trend reads rising, falling, seasonal, flat, or unknown with too few months", () => {
  const rising = trendOf(months([150, 140, 130, 110, 100, 100, 100, 100, 100, 100, 100, 100]));
  assert.equal(rising.direction, "rising");
  assert.equal(rising.change_pct, 40);
  assert.equal(rising.peak_month, "2026-11");
  assert.equal(
    trendOf(months([60, 60, 60, 80, 90, 100, 100, 100, 100, 100, 100, 100])).direction,
    "falling",
  );
  const seasonal = trendOf(months([100, 100, 100, 100, 400, 100, 100, 100, 100, 100, 100, 100]));
  assert.equal(seasonal.direction, "seasonal");
  assert.equal(seasonal.peak_month, "2026-07");
  assert.equal(seasonal.peak_ratio, 4);
  // A spike in the newest month is not a season yet.
  assert.equal(
    trendOf(months([400, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100])).direction,
    "rising",
  );
  assert.equal(trendOf(months([100, 105, 95, 100, 100, 100, 100, 100])).direction, "flat");
  assert.equal(trendOf(months([100, 100])).direction, "unknown");
  assert.equal(trendOf([]).months, 0);
});

Deno.test("[keyword rows] a row keeps unknown figures unknown and clamps stray ones", () => {
  const row = keywordRow(
    metrics("crm", { search_volume: null, keyword_difficulty: 140, competition: 1.3 }),
    null,
  );
  assert.equal(row.search_volume, null);
  assert.equal(row.keyword_difficulty, 100);
  assert.equal(row.competition, 1);
  assert.equal(row.opportunity_score, 0);
  assert.equal(keywordRow(metrics("crm", { keyword_difficulty: 30 }), 6).reachable_position, 3);
});

Deno.test("[keyword rows] confidence drops with few rows and missing figures, capped on sandbox data", () => {
  assert.equal(confidenceOf({ rows: 20, provider: "dataforseo" }), 0.85);
  assert.equal(confidenceOf({ rows: 10, provider: "dataforseo" }), 0.73);
  assert.equal(confidenceOf({ rows: 3, provider: "dataforseo" }), 0.61);
  assert.equal(confidenceOf({ rows: 20, provider: "dataforseo", missing_share: 1 }), 0.6);
  assert.equal(confidenceOf({ rows: 0, provider: "dataforseo" }), 0.4);
  assert.equal(confidenceOf({ rows: 20, provider: "sandbox" }), 0.3);
});

Deno.test("[keyword rows] descNullable orders largest first, unknowns last", () => {
  assert.deepEqual([null, 3, 10, null, 5].sort(descNullable), [10, 5, 3, null, null]);
  assert.equal(descNullable(null, null), 0);
});
