import assert from "node:assert/strict";
import { keywordRow, marketOf, trendOf } from "./mod.ts";
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

Deno.test("[keyword rows] the market resolves location_code first, then location and language names", () => {
  assert.deepEqual(marketOf({ location: "us", language: "German" }), {
    location: "United States",
    location_code: 2840,
    language: "German",
    language_code: "de",
  });
  assert.equal(
    marketOf({ location: "us", location_code: 2276, language: "de" }).location,
    "Germany",
  );
});
