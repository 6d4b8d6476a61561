import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { canonicalised } from "./canonicalised.ts";

Deno.test("[sitemap check] canonicalised finds what it looks for", async () => {
  const found = canonicalised.assess(
    await factsFor(urlset(["https://a.com/x"]), {
      crawl_urls: [{ url: "https://a.com/x", canonical_url: "https://a.com/y" }],
    }),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("canonicalised to another URL"), found.title);
});

Deno.test("[sitemap check] canonicalised stays quiet on a clean input", async () => {
  assert.equal(
    canonicalised.assess(
      await factsFor(urlset(["https://a.com/x"]), {
        crawl_urls: [{ url: "https://a.com/x", canonical_url: "https://a.com/x/" }],
      }),
    ),
    null,
  );
});
