import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { trackingUrls } from "./tracking_urls.ts";

Deno.test("[sitemap check] trackingUrls finds what it looks for", async () => {
  const found = trackingUrls.assess(
    await factsFor(urlset(["https://a.com/?utm_source=n", "https://a.com/#top"]), {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("2 URLs with fragments"), found.title);
});

Deno.test("[sitemap check] trackingUrls stays quiet on a clean input", async () => {
  assert.equal(trackingUrls.assess(await factsFor(urlset(["https://a.com/?page=2"]), {})), null);
});
