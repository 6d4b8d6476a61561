import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { lastmodFuture } from "./lastmod_future.ts";

Deno.test("[sitemap check] lastmodFuture finds what it looks for", async () => {
  const found = lastmodFuture.assess(
    await factsFor(urlset(["<loc>https://a.com/</loc><lastmod>2027-06-01</lastmod>"]), {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("in the future"), found.title);
});

Deno.test("[sitemap check] lastmodFuture stays quiet on a clean input", async () => {
  assert.equal(
    lastmodFuture.assess(
      await factsFor(urlset(["<loc>https://a.com/</loc><lastmod>2026-11-25</lastmod>"]), {}),
    ),
    null,
  );
});
