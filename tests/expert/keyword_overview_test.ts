/**
 * Expert case 50: `/keyword-metrics/overview` for an Ottawa roofer whose keywords mix winter
 * (ice dams, snow), autumn (gutters) and flat demand, local searches, a retailer's navigation
 * and a keyword without data. Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { actions, type Json } from "./case_reading.ts";

type Trend = { direction: string; peak_month: string | null };
type Row = Json & {
  keyword: string;
  trend: Trend;
  priority: string;
  recommended_page_type: string;
};
const rows = (r: Json) => r.keywords as Row[];
const row = (r: Json, keyword: string) => {
  const k = rows(r).find((x) => x.keyword === keyword);
  assert.ok(k, keyword);
  return k;
};
const c50 = readCase(
  "/keyword-metrics/overview",
  "keyword-metrics-overview/50_roofer_ice_dams_and_gutters_seasons",
);

const seasonal = (keyword: string, peak: string) => (r: Json) => {
  assert.equal(row(r, keyword).trend.direction, "seasonal");
  assert.equal(row(r, keyword).trend.peak_month, peak);
};

statement(
  c50,
  1,
  "ice dam removal is seasonal, peak 2026-01",
  seasonal("ice dam removal", "2026-01"),
);
statement(
  c50,
  2,
  "gutter cleaning is seasonal, peak 2026-10",
  seasonal("gutter cleaning", "2026-10"),
);
statement(
  c50,
  3,
  "snow removal from roof is seasonal, peak 2026-01",
  seasonal("snow removal from roof", "2026-01"),
);

statement(c50, 4, "flat-demand keywords are not seasonal", (r) => {
  for (
    const k of ["roof replacement cost", "how long does a roof last", "metal roof vs shingles"]
  ) {
    assert.notEqual(row(r, k).trend.direction, "seasonal", k);
  }
});

statement(c50, 5, "a calendar for ice dam removal: winter peak, ready by October-November", (r) => {
  const a = actions(r).find((x) =>
    x.target === "ice dam removal" && /before its season/.test(x.action)
  );
  assert.ok(a, "a calendar action");
  assert.match(a.action, /Dec–Jan–Feb|Dec.*Feb/);
  assert.match(a.action, /Oct–Nov/);
});

statement(c50, 6, "local searches are transactional landing pages", (r) => {
  for (const k of ["roofing companies near me", "roofers ottawa"]) {
    assert.equal(row(r, k).intent, "transactional", k);
    assert.equal(row(r, k).recommended_page_type, "landing_page", k);
  }
});

statement(c50, 7, "how long does a roof last is an awareness guide", (r) => {
  const k = row(r, "how long does a roof last");
  assert.ok(["guide", "blog_post"].includes(k.recommended_page_type));
  assert.equal(k.buyer_stage, "awareness");
});

statement(c50, 8, "metal roof vs shingles is a comparison page", (r) => {
  assert.equal(row(r, "metal roof vs shingles").recommended_page_type, "comparison_page");
});

statement(c50, 9, "the steamer rental is listed as no data, never scored", (r) => {
  assert.ok((r.no_data as string[]).includes("ice dam steamer rental"));
  assert.ok(!rows(r).some((k) => k.keyword === "ice dam steamer rental"));
});

statement(c50, 10, "the retailer's navigation is not high", (r) => {
  assert.notEqual(row(r, "roofing shingles home depot").priority, "high");
});
