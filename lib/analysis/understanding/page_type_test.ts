import assert from "node:assert/strict";
import { utilityPage } from "./page_type.ts";

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
