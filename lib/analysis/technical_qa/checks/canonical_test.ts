import assert from "node:assert/strict";
import { factsOfHtml, page, PAGE_URL } from "../testing.ts";
import { canonical } from "./canonical.ts";

const link = (href: string) => `<link rel="canonical" href="${href}">`;

Deno.test("[technical qa check] canonical: conflicting, homepage and relative canonicals", async () => {
  const two = await factsOfHtml(page(link(PAGE_URL) + link("https://example.com/other"), "x"));
  assert.equal(canonical.assess(two)?.severity, "high");
  const home = await factsOfHtml(page(link("https://example.com/"), "x"));
  assert.match(canonical.assess(home)!.examples[0], /deep page points to the homepage/);
  const relative = await factsOfHtml(page(link("/blog/kubernetes-costs"), "x"));
  assert.equal(canonical.assess(relative)?.severity, "medium");
  const other = await factsOfHtml(page(link("https://other.com/x"), "x"));
  assert.match(canonical.assess(other)!.examples[0], /another host/);
});

Deno.test("[technical qa check] canonical: one absolute self canonical (or none) passes", async () => {
  assert.equal(canonical.assess(await factsOfHtml(page(link(PAGE_URL), "x"))), null);
  assert.equal(canonical.assess(await factsOfHtml(page("", "x"))), null);
});
