import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { orphans } from "./orphans.ts";

Deno.test("[sitemap check] orphans finds what it looks for", async () => {
  const found = orphans.assess(
    await factsFor(urlset(["https://a.com/x", "https://a.com/y"]), {
      internal_links: [{ source_url: "https://a.com/", target_url: "https://a.com/x" }],
    }),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 URL in the sitemap has no internal link"), found.title);
});

Deno.test("[sitemap check] orphans stays quiet on a clean input", async () => {
  assert.equal(
    orphans.assess(
      await factsFor(urlset(["https://a.com/x"]), {
        internal_links: [{ source_url: "https://a.com/", target_url: "https://a.com/x" }],
      }),
    ),
    null,
  );
});
