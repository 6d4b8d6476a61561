import assert from "node:assert/strict";
import { factsOfHtml, page, PAGE_URL } from "../testing.ts";
import { hreflang, hreflangCodeProblem } from "./hreflang.ts";

const alt = (lang: string, href: string) =>
  `<link rel="alternate" hreflang="${lang}" href="${href}">`;

Deno.test("[technical qa check] hreflang: bad codes, relative URLs and no self-reference", async () => {
  const f = await factsOfHtml(
    page(alt("english", "https://example.com/en") + alt("de", "/de"), "x"),
  );
  const found = hreflang.assess(f);
  assert.equal(found?.count, 3);
  assert.equal(hreflangCodeProblem("en-UK"), '"en-UK": the region of English Britain is GB');
  assert.equal(hreflangCodeProblem("zh-Hant-TW"), null);
  assert.equal(hreflangCodeProblem("qq-DE"), '"qq-DE": unknown language qq');
  assert.equal(hreflangCodeProblem("de-XY"), '"de-XY": unknown region XY');
});

Deno.test("[technical qa check] hreflang: a valid set with x-default and the page itself passes", async () => {
  const f = await factsOfHtml(page(
    alt("en", PAGE_URL) + alt("de-AT", "https://example.com/de/x") +
      alt("x-default", PAGE_URL),
    "x",
  ));
  assert.equal(hreflang.assess(f), null);
  const byCanonical = await factsOfHtml(page(
    `<link rel="canonical" href="https://example.com/en/x">` +
      alt("en", "https://example.com/en/x") + alt("de", "https://example.com/de/x"),
    "x",
  ));
  assert.equal(hreflang.assess(byCanonical), null);
});
