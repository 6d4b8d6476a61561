import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { overLimit } from "./over_limit.ts";

Deno.test("[sitemap check] overLimit finds what it looks for", async () => {
  const found = overLimit.assess(
    await factsFor(urlset(Array.from({ length: 50_001 }, (_, i) => `https://a.com/${i}`)), {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("over the 50,000-entry limit"), found.title);
});

Deno.test("[sitemap check] overLimit stays quiet on a clean input", async () => {
  assert.equal(overLimit.assess(await factsFor(urlset(["https://a.com/"]), {})), null);
});
