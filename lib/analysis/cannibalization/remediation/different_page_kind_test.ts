import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { differentPageKind } from "./different_page_kind.ts";

Deno.test("[cannibalization remediation] a product page is never redirected into a blog post", () => {
  const site = siteOf([
    row("https://x.com/blog/best-crm", "Best CRM software", [["crm software", 400, 9000, 4]], {
      page_type: "blog_post",
    }),
    row("https://x.com/crm", "CRM software", [["crm software", 30, 6000, 12]], {
      page_type: "product",
      backlinks: 64,
    }),
  ]);
  const step = differentPageKind.decide(judge(site, 1, 0));
  assert.equal(step?.action, "differentiate");
  assert.match(step!.reason, /a product\/landing page and .* an editorial page/);
});

Deno.test("[cannibalization remediation] two blog posts are not kept apart by page kind", () => {
  const site = siteOf([
    row("https://x.com/blog/a", "Best CRM software", [["crm software", 400, 9000, 4]]),
    row("https://x.com/blog/b", "Best CRM software", [["crm software", 30, 6000, 12]]),
  ]);
  assert.equal(differentPageKind.decide(judge(site, 1, 0)), null);
});
