import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { optionalTags } from "./optional_tags.ts";

Deno.test("[sitemap check] optionalTags finds what it looks for", async () => {
  const found = optionalTags.assess(
    await factsFor(
      urlset([
        "<loc>https://a.com/</loc><priority>1.5</priority>",
        "<loc>https://a.com/b</loc><changefreq>sometimes</changefreq>",
      ]),
      {},
    ),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("2 URLs with an invalid"), found.title);
});

Deno.test("[sitemap check] optionalTags stays quiet on a clean input", async () => {
  assert.equal(
    optionalTags.assess(
      await factsFor(
        urlset([
          "<loc>https://a.com/</loc><priority>0.5</priority><changefreq>weekly</changefreq>",
        ]),
        {},
      ),
    ),
    null,
  );
});
