import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { duplicates } from "./duplicates.ts";

Deno.test("[sitemap check] duplicates finds what it looks for", async () => {
  const found = duplicates.assess(
    await factsFor(urlset(["https://a.com/x", "https://A.com/x/"]), {}),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 URL listed more than once"), found.title);
});

Deno.test("[sitemap check] duplicates stays quiet on a clean input", async () => {
  assert.equal(
    duplicates.assess(await factsFor(urlset(["https://a.com/x", "https://a.com/y"]), {})),
    null,
  );
});
