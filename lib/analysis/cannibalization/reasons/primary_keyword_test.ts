import assert from "node:assert/strict";
import { evidenceOf, row, siteOf } from "../testing.ts";
import { primaryKeyword } from "./primary_keyword.ts";

Deno.test("[cannibalization reasons] the same primary keyword is the strongest primary signal", () => {
  const site = siteOf([
    row("https://x.com/crm", "CRM software", [], { primary_keyword: "crm software" }),
    row("https://x.com/blog/crm", "Our CRM", [], { primary_keyword: "software crm" }),
  ]);
  const found = primaryKeyword.decide(evidenceOf(site, 0, 1))!;
  assert.equal(found.length, 1);
  assert.equal(found[0].strength, 0.5);
  assert.match(found[0].description, /Both pages have the primary keyword "crm software"/);
});

Deno.test("[cannibalization reasons] a primary keyword that is the other page's target counts", () => {
  const site = siteOf([
    row("https://x.com/a", "Invoicing app", [], { primary_keyword: "invoicing app" }),
    row("https://x.com/b", "Billing", [], { target_keywords: ["invoicing app"] }),
  ]);
  const [reason] = primaryKeyword.decide(evidenceOf(site, 0, 1))!;
  assert.equal(reason.strength, 0.4);
  assert.deepEqual(reason.urls, ["https://x.com/a", "https://x.com/b"]);
});

Deno.test("[cannibalization reasons] no primary keyword, no primary reason", () => {
  const site = siteOf([row("https://x.com/a", "Alpha"), row("https://x.com/b", "Beta")]);
  assert.equal(primaryKeyword.decide(evidenceOf(site, 0, 1)), null);
});
