import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { importantMissing } from "./important_missing.ts";

Deno.test("[sitemap check] importantMissing finds what it looks for", async () => {
  const found = importantMissing.assess(
    await factsFor(urlset(["https://a.com/x"]), {
      important_urls: ["https://a.com/pricing", "https://a.com/x/"],
    }),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 URL of the 2 important URLs"), found.title);
});

Deno.test("[sitemap check] importantMissing stays quiet on a clean input", async () => {
  assert.equal(
    importantMissing.assess(
      await factsFor(urlset(["https://a.com/pricing"]), {
        important_urls: ["https://a.com/pricing"],
      }),
    ),
    null,
  );
});
