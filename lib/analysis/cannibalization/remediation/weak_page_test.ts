import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { weakPage } from "./weak_page.ts";

const pages = (clicks: number, backlinks: number) => [
  row("https://x.com/a", "Sourdough starter", [], {
    primary_keyword: "sourdough starter",
    clicks: 400,
  }),
  row("https://x.com/b", "Sourdough starter", [], {
    primary_keyword: "sourdough starter",
    clicks,
    backlinks,
  }),
];

Deno.test("[cannibalization remediation] a page with almost no clicks and no links is redirected", () => {
  const step = weakPage.decide(judge(siteOf(pages(12, 0)), 1, 0));
  assert.equal(step?.action, "redirect_301");
  assert.match(step!.reason, /12 clicks \(3% of the kept page's\)/);
});

Deno.test("[cannibalization remediation] a page with backlinks is never simply redirected", () => {
  assert.equal(weakPage.decide(judge(siteOf(pages(12, 64)), 1, 0)), null);
});
