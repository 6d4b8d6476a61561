import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { namespace } from "./namespace.ts";

Deno.test("[sitemap check] namespace finds what it looks for", async () => {
  const found = namespace.assess(
    await factsFor(`<urlset><url><loc>https://a.com/</loc></url></urlset>`, {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("without the sitemaps.org namespace"), found.title);
});

Deno.test("[sitemap check] namespace stays quiet on a clean input", async () => {
  assert.equal(namespace.assess(await factsFor(urlset(["https://a.com/"]), {})), null);
});
