import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { invalidUrls } from "./invalid_urls.ts";

Deno.test("[sitemap check] invalidUrls finds what it looks for", async () => {
  const found = invalidUrls.assess(await factsFor(urlset(["/relative", "https://a.com/"]), {}));
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 URL is not an absolute http or https URL"), found.title);
});

Deno.test("[sitemap check] invalidUrls stays quiet on a clean input", async () => {
  assert.equal(invalidUrls.assess(await factsFor(urlset(["https://a.com/"]), {})), null);
});
