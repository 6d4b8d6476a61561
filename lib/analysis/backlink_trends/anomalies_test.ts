import assert from "node:assert/strict";
import { anomaliesOf, type PeriodCounts } from "./anomalies.ts";

const month = (i: number, nd: number, ld: number, nb = nd * 6, lb = ld * 6): PeriodCounts => ({
  date: `2026-${String(i).padStart(2, "0")}-28`,
  new_backlinks: nb,
  lost_backlinks: lb,
  new_referring_domains: nd,
  lost_referring_domains: ld,
});

Deno.test("[anomalies] a spam burst and its fall are explained, not trends (hotel, SaaS, shop)", () => {
  // A hotel: 412 new domains in one month at 36 links each, then losses falling away.
  const hotel = anomaliesOf([
    month(1, 8, 7),
    month(2, 9, 6),
    month(3, 412, 7, 14820),
    month(4, 9, 138),
    month(5, 7, 121),
    month(6, 10, 96),
    month(7, 8, 41),
    month(8, 7, 8),
    month(9, 9, 7),
    month(10, 8, 7),
  ]);
  assert.deepEqual(hotel.map((a) => [a.date.slice(0, 7), a.explanation]), [
    ["2026-03", "spam_burst"],
    ["2026-04", "burst_falling_away"],
    ["2026-05", "burst_falling_away"],
    ["2026-06", "burst_falling_away"],
    ["2026-07", "burst_falling_away"],
  ]);
  // A SaaS site's migration: a loss spike with no burst before it is a real loss.
  const saas = anomaliesOf([
    month(1, 40, 30),
    month(2, 38, 32),
    month(3, 42, 29),
    month(4, 41, 260),
    month(5, 39, 31),
    month(6, 44, 30),
  ]);
  assert.deepEqual(saas.map((a) => a.explanation), ["loss"]);
  // A shop's steady, noisy growth has no anomaly.
  const shop = anomaliesOf([month(1, 20, 10), month(2, 26, 12), month(3, 31, 9), month(4, 24, 14)]);
  assert.deepEqual(shop, []);
});

Deno.test("[anomalies] links read besides domains: a sitewide link added or dropped (B2B DE, news FR, shop PL)", () => {
  // A distributor: one partner drops a footer link on 40,000 pages; domains barely move.
  const b2b = anomaliesOf([
    month(1, 30, 20),
    month(2, 28, 22),
    month(3, 31, 21, 180, 40120),
    month(4, 29, 23),
    month(5, 32, 19),
  ]);
  assert.deepEqual(b2b.map((a) => [a.date.slice(0, 7), a.explanation]), [[
    "2026-03",
    "sitewide_loss",
  ]]);
  // A news site: a partner adds a blogroll link on every page.
  const news = anomaliesOf([
    month(1, 60, 40),
    month(2, 55, 42),
    month(3, 58, 41, 9000, 246),
    month(4, 61, 39),
  ]);
  assert.deepEqual(news.map((a) => a.explanation), ["sitewide_gain"]);
  // A shop whose link counts move with its domains has no sitewide swing.
  assert.deepEqual(anomaliesOf([month(1, 20, 10), month(2, 22, 11), month(3, 25, 12)]), []);
});
