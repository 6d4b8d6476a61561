import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { missingLoc } from "./missing_loc.ts";

Deno.test("[sitemap check] missingLoc finds what it looks for", async () => {
  const found = missingLoc.assess(
    await factsFor(urlset(["<lastmod>2024-01-01</lastmod>", "https://a.com/"]), {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 entry without a <loc>"), found.title);
});

Deno.test("[sitemap check] missingLoc stays quiet on a clean input", async () => {
  assert.equal(missingLoc.assess(await factsFor(urlset(["https://a.com/"]), {})), null);
});
