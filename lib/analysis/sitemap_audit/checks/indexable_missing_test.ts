import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { indexableMissing } from "./indexable_missing.ts";

Deno.test("[sitemap check] indexableMissing finds what it looks for", async () => {
  const found = indexableMissing.assess(
    await factsFor(urlset(["https://a.com/x"]), {
      crawl_urls: [{ url: "https://a.com/hot", status_code: 200, impressions: 900 }],
    }),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 URL with search traffic is not in the sitemap"), found.title);
});

Deno.test("[sitemap check] indexableMissing stays quiet on a clean input", async () => {
  assert.equal(
    indexableMissing.assess(
      await factsFor(urlset(["https://a.com/x"]), {
        crawl_urls: [{ url: "https://a.com/cold", status_code: 200 }],
      }),
    ),
    null,
  );
});
