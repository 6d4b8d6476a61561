import assert from "node:assert/strict";
import { factsOfHtml, page, PAGE_URL } from "../testing.ts";
import { canonicalNoindex } from "./canonical_noindex.ts";

const NOINDEX = '<meta name="robots" content="noindex">';

Deno.test("[technical qa check] canonical_noindex: noindex with a canonical elsewhere is mixed", async () => {
  const f = await factsOfHtml(
    page(NOINDEX + '<link rel="canonical" href="https://example.com/y">', "x"),
  );
  assert.ok(canonicalNoindex.assess(f));
});

Deno.test("[technical qa check] canonical_noindex: noindex with a self canonical passes", async () => {
  const f = await factsOfHtml(page(NOINDEX + `<link rel="canonical" href="${PAGE_URL}">`, "x"));
  assert.equal(canonicalNoindex.assess(f), null);
});
