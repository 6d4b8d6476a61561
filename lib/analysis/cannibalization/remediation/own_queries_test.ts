import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { ownQueries } from "./own_queries.ts";

Deno.test("[cannibalization remediation] a page that wins queries of its own is kept", () => {
  const site = siteOf([
    row("https://x.com/a", "CRM", [["crm software", 300, 9000, 3]]),
    row("https://x.com/b", "CRM guide", [["crm software", 20, 4000, 11], [
      "what is crm",
      200,
      5000,
      2,
    ]]),
  ]);
  const step = ownQueries.decide(judge(site, 1, 0));
  assert.equal(step?.action, "differentiate");
  assert.match(step!.reason, /200 clicks on queries/);
  assert.equal(step?.suggested_keyword, "what is crm");
});

Deno.test("[cannibalization remediation] a page with few clicks of its own is not kept by this rule", () => {
  const site = siteOf([
    row("https://x.com/a", "CRM", [["crm software", 300, 9000, 3]]),
    row("https://x.com/b", "CRM guide", [["crm software", 20, 4000, 11], [
      "what is crm",
      5,
      500,
      9,
    ]]),
  ]);
  assert.equal(ownQueries.decide(judge(site, 1, 0)), null);
});
