import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { hasSchemaContext, structuredData } from "./structured_data.ts";

const ld = (s: string) => `<script type="application/ld+json">${s}</script>`;

Deno.test("[technical qa check] structured_data: broken high, repaired medium, no context low", async () => {
  const broken = await factsOfHtml(page(ld('{"@type": "Article"'), "x"));
  assert.equal(structuredData.assess(broken)?.severity, "high");
  const repaired = await factsOfHtml(
    page(ld('{"@context":"https://schema.org","@type":"Article",}'), "x"),
  );
  assert.equal(structuredData.assess(repaired)?.severity, "medium");
  const bare = await factsOfHtml(page(ld('{"@type":"Article"}'), "x"));
  assert.equal(structuredData.assess(bare)?.severity, "low");
});

Deno.test("[technical qa check] structured_data: valid schema.org blocks (or none) pass", async () => {
  const f = await factsOfHtml(page(ld('{"@context":"https://schema.org","@type":"Article"}'), "x"));
  assert.equal(structuredData.assess(f), null);
  assert.equal(structuredData.assess(await factsOfHtml(page("", "x"))), null);
  assert.ok(hasSchemaContext([{ "@context": { "@vocab": "http://schema.org/" } }]));
});
