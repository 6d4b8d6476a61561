import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { otherHost } from "./other_host.ts";

Deno.test("[sitemap check] otherHost finds what it looks for", async () => {
  const found = otherHost.assess(
    await factsFor(urlset(["https://a.com/", "https://b.com/x"]), { target: "a.com" }),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("1 URL on another host than a.com"), found.title);
});

Deno.test("[sitemap check] otherHost stays quiet on a clean input", async () => {
  assert.equal(
    otherHost.assess(await factsFor(urlset(["https://www.a.com/"]), { target: "a.com" })),
    null,
  );
});
