import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { canonicalIgnored } from "./canonical_ignored.ts";

const pages = (variant: string) => [
  row("https://x.com/shoes", "Shoes", [["red shoes", 50, 1000, 3]]),
  row(variant, "Red shoes", [["red shoes", 30, 800, 5]], { canonical_url: "https://x.com/shoes" }),
];

Deno.test("[cannibalization remediation] an ignored canonical on a parameter URL stays a canonical", () => {
  const step = canonicalIgnored.decide(judge(siteOf(pages("https://x.com/shoes?color=red")), 1, 0));
  assert.equal(step?.action, "canonicalise");
});

Deno.test("[cannibalization remediation] an ignored canonical on a page of its own becomes a 301", () => {
  const step = canonicalIgnored.decide(judge(siteOf(pages("https://x.com/red-shoes")), 1, 0));
  assert.equal(step?.action, "redirect_301");
  assert.match(step!.reason, /a 301 is a directive, not a hint/);
});
