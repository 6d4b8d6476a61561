import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { empty } from "./empty.ts";

Deno.test("[sitemap check] empty finds what it looks for", async () => {
  const found = empty.assess(await factsFor(urlset([]), {}));
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 sitemap file lists no URL"), found.title);
});

Deno.test("[sitemap check] empty stays quiet on a clean input", async () => {
  assert.equal(empty.assess(await factsFor(urlset(["https://a.com/"]), {})), null);
});
