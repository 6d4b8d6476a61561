import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { thinPage } from "./thin_page.ts";

Deno.test("[cannibalization remediation] a tag archive competing with an article is noindexed", () => {
  const site = siteOf([
    row("https://x.com/sourdough-starter", "Sourdough starter", [], {
      primary_keyword: "sourdough starter",
    }),
    row("https://x.com/tag/sourdough-starter", "Sourdough starter", [], {
      primary_keyword: "sourdough starter",
    }),
  ]);
  const step = thinPage.decide(judge(site, 1, 0));
  assert.equal(step?.action, "noindex");
  assert.match(step!.reason, /keep it for navigation/);
});

Deno.test("[cannibalization remediation] an article is not a thin page", () => {
  const site = siteOf([
    row("https://x.com/a", "Sourdough starter", [], { primary_keyword: "sourdough starter" }),
    row("https://x.com/b", "Sourdough starter", [], { primary_keyword: "sourdough starter" }),
  ]);
  assert.equal(thinPage.decide(judge(site, 1, 0)), null);
});
