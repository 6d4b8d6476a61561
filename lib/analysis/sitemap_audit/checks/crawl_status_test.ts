import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { crawlStatus } from "./crawl_status.ts";

Deno.test("[sitemap check] crawlStatus finds what it looks for", async () => {
  const found = crawlStatus.assess(
    await factsFor(urlset(["https://a.com/x"]), {
      crawl_urls: [{ url: "https://a.com/x", status_code: 404 }],
    }),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 URL in the sitemap does not answer 200"), found.title);
});

Deno.test("[sitemap check] crawlStatus stays quiet on a clean input", async () => {
  assert.equal(
    crawlStatus.assess(
      await factsFor(urlset(["https://a.com/x"]), {
        crawl_urls: [{ url: "https://a.com/x", status_code: 200 }],
      }),
    ),
    null,
  );
});
