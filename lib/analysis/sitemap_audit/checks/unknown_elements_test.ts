import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { unknownElements } from "./unknown_elements.ts";

Deno.test("[sitemap check] unknownElements finds what it looks for", async () => {
  const found = unknownElements.assess(
    await factsFor(urlset(["<loc>https://a.com/</loc><foo>1</foo>"]), {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("<foo>"), found.title);
});

Deno.test("[sitemap check] unknownElements stays quiet on a clean input", async () => {
  assert.equal(unknownElements.assess(await factsFor(urlset(["https://a.com/"]), {})), null);
});
