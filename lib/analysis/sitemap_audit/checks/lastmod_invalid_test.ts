import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { lastmodInvalid } from "./lastmod_invalid.ts";

Deno.test("[sitemap check] lastmodInvalid finds what it looks for", async () => {
  const found = lastmodInvalid.assess(
    await factsFor(urlset(["<loc>https://a.com/</loc><lastmod>12/01/2024</lastmod>"]), {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("invalid <lastmod>"), found.title);
});

Deno.test("[sitemap check] lastmodInvalid stays quiet on a clean input", async () => {
  assert.equal(
    lastmodInvalid.assess(
      await factsFor(
        urlset(["<loc>https://a.com/</loc><lastmod>2024-12-01T10:00:00+01:00</lastmod>"]),
        {},
      ),
    ),
    null,
  );
});
