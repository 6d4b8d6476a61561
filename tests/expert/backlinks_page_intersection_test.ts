/**
 * Expert case 48: `/backlinks/page-intersection` of a fresh dog-food brand, where most pages
 * linking to both rivals are directories, scrapers, listings and UGC, and three are earned
 * editorial comparisons. Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { actions, type Json } from "./case_reading.ts";

type Opportunity = { domain_from: string; url_from: string; priority: string; pitch: string };
const opportunities = (r: Json) => r.opportunities as Opportunity[];
const find = (r: Json, site: string) => {
  const o = opportunities(r).find((x) => x.domain_from.replace(/^www\./, "") === site);
  assert.ok(o, `${site} is listed`);
  return o;
};
const SCRAPERS = ["sitelike.org", "similarsites-hub.com", "websiteworth-calc.net"];
const c48 = readCase(
  "/backlinks/page-intersection",
  "backlinks-page-intersection/48_dog_food_link_gap_directories_and_scrapers",
);

statement(c48, 1, "the three earned editorial pages are priority high", (r) => {
  for (const d of ["happytailsmag.com", "thebarkreport.com", "vetnutritionhub.org"]) {
    assert.equal(find(r, d).priority, "high", d);
  }
});

statement(c48, 2, "no scraper, coupon, directory, listing or UGC page is high", (r) => {
  for (
    const d of [
      ...SCRAPERS,
      "savewithcodes.com",
      "dealsdirectory.io",
      "trustpilot.com",
      "crunchbase.com",
      "reddit.com",
      "pinterest.com",
      "dogfoodforum.net",
    ]
  ) assert.notEqual(find(r, d).priority, "high", d);
});

statement(
  c48,
  3,
  "the generated 'sites like' and 'website worth' pages are low, with no pitch",
  (r) => {
    for (const d of SCRAPERS) {
      const o = find(r, d);
      assert.equal(o.priority, "low", d);
      // No outreach is proposed: nothing asks, offers, suggests or requests a listing.
      assert.doesNotMatch(
        o.pitch,
        /\b(ask|offer|suggest|email|contact|listed beside|included)\b/i,
        o.pitch,
      );
      for (const a of actions(r)) {
        assert.ok(!(a.target ?? "").includes(d) && !a.action.includes(d), a.action);
      }
    }
  },
);

statement(c48, 4, "the trade-press article is medium or high", (r) => {
  assert.ok(["medium", "high"].includes(find(r, "petfoodindustry-news.com").priority));
});

statement(c48, 5, "the comparison pages' pitch asks for inclusion in the comparison", (r) => {
  for (const d of ["happytailsmag.com", "thebarkreport.com"]) {
    const pitch = find(r, d).pitch;
    assert.match(pitch, /compar|roundup|tested|testing|review/i, pitch);
    assert.match(pitch, /includ|add|listed|test|sample/i, pitch);
    assert.doesNotMatch(pitch, /guest post/i, pitch);
  }
});
