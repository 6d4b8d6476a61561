import assert from "node:assert/strict";
import {
  about,
  agree,
  capitalised,
  estimated,
  formatEstimate,
  formatNumber,
  formatPercent,
  listOf,
  plural,
  pluralWord,
  sentence,
  sentences,
  times,
  titleCase,
} from "./prose.ts";

Deno.test("[prose] plurals and verbs agree with the count, English by default", () => {
  assert.equal(plural(1, "URL"), "1 URL");
  assert.equal(plural(2, "URL"), "2 URLs");
  assert.equal(plural(0, "idea"), "0 ideas");
  assert.equal(plural(3, "query"), "3 queries");
  assert.equal(plural(2, "business"), "2 businesses");
  assert.equal(plural(2, "sitemap index", "sitemap indexes"), "2 sitemap indexes");
  assert.equal(plural(12100, "search", "searches"), "12,100 searches");
  assert.equal(`1 URL ${agree(1, "does", "do")} not`, "1 URL does not");
  assert.equal(`2 URLs ${agree(2, "does", "do")} not`, "2 URLs do not");
  assert.equal(pluralWord(1, "topic"), "topic");
  // French takes the singular for 0 and 1.
  assert.equal(plural(0, "affirmation", "affirmations", "fr"), "0 affirmation");
  assert.equal(plural(2, "Behauptung", "Behauptungen", "de"), "2 Behauptungen");
  assert.deepEqual([times(1), times(2), times(3)], ["once", "twice", "3 times"]);
});

Deno.test("[prose] numbers are grouped in the text's language; estimates keep their precision", () => {
  assert.equal(formatNumber(5015), "5,015");
  assert.equal(formatNumber(5015, { locale: "de" }), "5.015");
  assert.equal(formatNumber(2.375, { digits: 1 }), "2.4");
  assert.equal(formatNumber(-0), "0");
  assert.equal(formatEstimate(183.8), "180");
  assert.equal(formatEstimate(71.7), "72");
  assert.equal(formatEstimate(2249.2), "2,200");
  assert.equal(formatEstimate(36994.8), "37,000");
  assert.equal(formatEstimate(0.3), "under 1");
  assert.equal(about(183.8), "about 180");
  assert.equal(about(0), "0");
  assert.equal(estimated(183.8, "organic click"), "about 180 organic clicks");
  assert.equal(estimated(0.2, "click"), "under 1 click");
  assert.equal(formatPercent(0.375), "38%");
});

Deno.test("[prose] titles keep the user's casing and write acronyms in capitals", () => {
  assert.equal(titleCase("best crm for small business"), "Best CRM for Small Business");
  assert.equal(titleCase("best CRM for small business"), "Best CRM for Small Business");
  assert.equal(titleCase("HubSpot alternatives for b2b"), "HubSpot Alternatives for B2B");
  assert.equal(titleCase("ibuprofen 400 mg tablets"), "Ibuprofen 400 mg Tablets");
  assert.equal(titleCase("crm für startups", "de"), "CRM für startups");
  assert.equal(titleCase("logiciel crm pour pme", "fr"), "Logiciel CRM pour pme");
  assert.equal(capitalised("about 180"), "About 180");
});

Deno.test("[prose] sentences end with one mark", () => {
  assert.equal(sentence("Drop gone ones."), "Drop gone ones.");
  assert.equal(sentence("Drop gone ones"), "Drop gone ones.");
  assert.equal(sentence("Drop gone ones.."), "Drop gone ones.");
  assert.equal(sentence("Wait..."), "Wait...");
  assert.equal(
    sentence('Set it to "Send invoices in minutes."'),
    'Set it to "Send invoices in minutes."',
  );
  assert.equal(sentence("Is it rendered by JavaScript?"), "Is it rendered by JavaScript?");
  assert.equal(sentence("First:"), "First.");
  assert.equal(sentences("Fix it.", "", null, "It costs rankings"), "Fix it. It costs rankings.");
  assert.equal(listOf(["a", "b", "c"]), "a, b and c");
  assert.equal(listOf(["a"]), "a");
});
