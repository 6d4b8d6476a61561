import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { noindex } from "./noindex.ts";

Deno.test("[sitemap check] noindex finds what it looks for", async () => {
  const found = noindex.assess(
    await factsFor(urlset(["https://a.com/x"]), {
      crawl_urls: [{ url: "https://a.com/x", indexable: false }],
    }),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("not indexable"), found.title);
});

Deno.test("[sitemap check] noindex stays quiet on a clean input", async () => {
  assert.equal(
    noindex.assess(
      await factsFor(urlset(["https://a.com/x"]), {
        crawl_urls: [{ url: "https://a.com/x", indexable: true }],
      }),
    ),
    null,
  );
});
