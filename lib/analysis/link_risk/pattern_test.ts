import assert from "node:assert/strict";
import { spamPatternOf } from "./pattern.ts";

Deno.test("[link risk] three spammy domains sharing a footprint are a pattern", () => {
  // A Dutch bike shop's .xyz/.top burst.
  const burst = spamPatternOf([
    { domain: "fiets-deals.xyz", spam_score: 70, first_seen: "2026-09-02T00:00:00Z" },
    { domain: "bike-links.top", spam_score: 65, first_seen: "2026-09-10T00:00:00Z" },
    { domain: "cyclehub.icu", spam_score: 58, first_seen: "2026-09-20T00:00:00Z" },
    { domain: "ad.nl", spam_score: 2, first_seen: "2019-01-01T00:00:00Z" },
  ]);
  assert.deepEqual(burst?.domains, ["fiets-deals.xyz", "bike-links.top", "cyclehub.icu"]);
  assert.equal(burst?.markers.length, 2);
  assert.equal(burst?.first_seen_from, "2026-09-02");
  // A French skincare brand's casino and pharmacy anchors on ordinary .com domains, undated.
  const anchors = spamPatternOf([
    { domain: "a-blog.com", spam_score: 10, anchor: "casino en ligne" },
    { domain: "b-news.com", spam_score: 12, anchor: "acheter viagra sans ordonnance" },
    { domain: "c-site.com", spam_score: 9, anchor: "meilleur casino en ligne" },
  ]);
  assert.match(
    anchors!.markers[0],
    /3 domains with (gambling\/pharmacy|pharmacy\/gambling) anchors/,
  );
});

Deno.test("[link risk] lone scrapers or spread-out spam are no pattern", () => {
  // A recipe site's two scrapers: too few to be a pattern.
  assert.equal(
    spamPatternOf([
      { domain: "recipesaver-hub.xyz", spam_score: 62 },
      { domain: "allrecipescopy.top", spam_score: 70 },
      { domain: "nytimes.com", spam_score: 1 },
    ]),
    null,
  );
  // A Spanish law firm's three unrelated spammy .com/.es domains years apart: no shared footprint.
  assert.equal(
    spamPatternOf([
      { domain: "directorio-uno.com", spam_score: 45, first_seen: "2019-01-01T00:00:00Z" },
      { domain: "webvalor.es", spam_score: 50, first_seen: "2022-06-01T00:00:00Z" },
      { domain: "linkfarm.net", spam_score: 41, first_seen: "2025-03-01T00:00:00Z" },
    ]),
    null,
  );
});
