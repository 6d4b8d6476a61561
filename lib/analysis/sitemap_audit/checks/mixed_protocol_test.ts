import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { mixedProtocol } from "./mixed_protocol.ts";

Deno.test("[sitemap check] mixedProtocol finds what it looks for", async () => {
  const found = mixedProtocol.assess(
    await factsFor(urlset(["https://a.com/", "https://a.com/b", "http://a.com/c"]), {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 URL uses http:// on an https site"), found.title);
});

Deno.test("[sitemap check] mixedProtocol stays quiet on a clean input", async () => {
  assert.equal(mixedProtocol.assess(await factsFor(urlset(["https://a.com/"]), {})), null);
});
