/**
 * Expert case 56: `/pages/intersection` of a French vitamin C serum product page (the first
 * page) against a rival's product page and another brand's blog: the rivals' brand queries,
 * questions only the blog answers, head terms where the client trails and terms it leads.
 * Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import type { Json } from "./case_reading.ts";

type Keyword = Json & { keyword: string; priority: string; recommended_page_type: string };
const keywords = (r: Json) => r.keywords as Keyword[];
const of = (r: Json, keyword: string) => {
  const k = keywords(r).find((x) => x.keyword === keyword);
  assert.ok(k, `${keyword} not in ${keywords(r).map((x) => x.keyword).join(", ")}`);
  return k;
};

const c56 = readCase(
  "/pages/intersection",
  "pages-intersection/56_vitamin_c_serum_rival_brands_and_questions",
);
const HEAD = ["sérum vitamine c", "meilleur sérum vitamine c"];

statement(c56, 1, "the rivals' brand queries are not high", (r) => {
  for (const k of ["sérum éclat clairelune", "clairelune avis", "herbiane code promo"]) {
    assert.notEqual(of(r, k).priority, "high", k);
  }
});

statement(c56, 2, "the first keyword is a head commercial query", (r) => {
  assert.ok(HEAD.includes(keywords(r)[0]?.keyword), keywords(r)[0]?.keyword);
});

statement(c56, 3, "both head queries are high", (r) => {
  for (const k of HEAD) assert.equal(of(r, k).priority, "high", k);
});

statement(c56, 4, "the blog's questions are guides or blog posts", (r) => {
  for (
    const k of [
      "vitamine c le matin ou le soir",
      "comment appliquer sérum vitamine c",
      "vitamine c et niacinamide",
      "sérum vitamine c avant ou après crème",
    ]
  ) {
    assert.ok(["guide", "blog_post"].includes(of(r, k).recommended_page_type), k);
  }
});

statement(c56, 5, "queries the client's page already leads are not high", (r) => {
  for (const k of ["sérum vitamine c bio", "sérum vitamine c peau sensible"]) {
    assert.notEqual(of(r, k).priority, "high", k);
  }
});

statement(c56, 6, "French spelling kept and the market is France / French", (r) => {
  of(r, "sérum éclat clairelune");
  assert.ok(keywords(r).every((k) => !/\bserum\b/.test(k.keyword)), "transliterated");
  const market = r.market as { location: string; language: string };
  assert.equal(market.location, "France");
  assert.match(market.language, /^(fr|French)$/i);
});
