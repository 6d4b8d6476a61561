import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { urlVariant } from "./url_variant.ts";

Deno.test("[cannibalization remediation] a parameter URL is a variant, canonicalised", () => {
  const site = siteOf([
    row("https://x.com/shoes", "Red shoes", [], { primary_keyword: "red shoes" }),
    row("https://x.com/shoes?sort=price", "Red shoes", [], { primary_keyword: "red shoes" }),
  ]);
  assert.equal(urlVariant.decide(judge(site, 1, 0))?.action, "canonicalise");
});

Deno.test("[cannibalization remediation] a page at its own path is not a variant", () => {
  const site = siteOf([
    row("https://x.com/shoes", "Red shoes", [], { primary_keyword: "red shoes" }),
    row("https://x.com/red-shoes", "Red shoes", [], { primary_keyword: "red shoes" }),
  ]);
  assert.equal(urlVariant.decide(judge(site, 1, 0)), null);
});
