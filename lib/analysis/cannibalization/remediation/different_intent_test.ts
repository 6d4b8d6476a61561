import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { differentIntent } from "./different_intent.ts";

Deno.test("[cannibalization remediation] a product page and a guide are differentiated, not merged", () => {
  const site = siteOf([
    row("https://x.com/crm", "CRM software", [["crm software", 300, 9000, 3]], {
      page_type: "product",
      primary_keyword: "crm software",
    }),
    row("https://x.com/blog/crm-guide", "CRM software guide", [
      ["crm software", 40, 5000, 9],
      ["how to choose a crm", 60, 6000, 3],
    ], {
      page_type: "blog",
      primary_keyword: "how to choose crm software",
    }),
  ]);
  const step = differentIntent.decide(judge(site, 1, 0));
  assert.equal(step?.action, "differentiate");
  assert.match(step!.reason, /serves informational intent/);
});

Deno.test("[cannibalization remediation] two guides of one intent are not this rule's", () => {
  const site = siteOf([
    row("https://x.com/blog/a", "How to choose a CRM", [], { page_type: "blog" }),
    row("https://x.com/blog/b", "How to choose a CRM", [], { page_type: "blog" }),
  ]);
  assert.equal(differentIntent.decide(judge(site, 1, 0)), null);
});
