import assert from "node:assert/strict";
import { pageKind, utilityPage } from "./page_type.ts";

Deno.test("[page type] utility, legal and company pages are recognised in several languages; content pages are not", () => {
  const kind = (url: string, title = "") => utilityPage(url, title)?.kind ?? null;
  assert.equal(kind("https://firm.com/"), "homepage");
  assert.equal(kind("https://firm.com/client-portal/login"), "login");
  assert.equal(kind("https://firm.com/join-our-team"), "careers");
  assert.equal(kind("https://sicherwerk.de/karriere"), "careers");
  assert.equal(kind("https://sicherwerk.de/datenschutz"), "privacy");
  assert.equal(kind("https://sicherwerk.de/impressum"), "imprint");
  assert.equal(kind("https://firm.com/terms-of-use"), "terms");
  assert.equal(kind("https://firm.com/contact-us"), "contact");
  assert.equal(kind("https://firm.com/attorneys/maria-rivera"), "team");
  assert.equal(kind("https://rival.com/pricing"), "pricing");
  assert.equal(kind("https://blog.com/work-with-us"), "careers");
  assert.equal(kind("https://firm.com/practice-areas/truck-accidents"), null);
  assert.equal(kind("https://blog.com/guides/pricing-strategy-guide"), null);
  assert.equal(kind("https://blog.com/spain/granada-alhambra-tickets"), null);
});

Deno.test("[page type] money and editorial pages are told apart by declared type, then by folder", () => {
  const kind = (type: string | null, path: string) => pageKind(type, path)?.kind ?? null;
  assert.equal(kind("product", "/edr"), "money");
  assert.equal(kind("Landing Page", "/blog/x"), "money"); // the declared type wins over the folder
  assert.equal(kind("blog_post", "/platform/edr"), "editorial");
  assert.equal(kind("glossary", "/what-is-edr"), "editorial");
  assert.equal(kind("comparison", "/compare/a-vs-b"), null); // neither kind
  assert.equal(kind(null, "/blog/what-is-a-crm"), "editorial");
  assert.equal(kind(null, "/products/crm"), "money");
  assert.equal(kind(null, "/"), "money");
  assert.equal(kind(null, "/crm-for-dentists"), null);
  assert.equal(kind(null, "/category/news"), null); // a blog archive or a shop category: unclear
  assert.equal(kind("course", "/en/spanish-courses-valencia"), "money"); // bookable
  assert.equal(kind(null, "/en/blog/spanish-courses-prices"), "editorial"); // after the language
  assert.equal(kind(null, "/de"), "money"); // a language homepage
});
