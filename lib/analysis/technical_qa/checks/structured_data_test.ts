import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { hasSchemaContext, structuredData } from "./structured_data.ts";

const ld = (s: string) => `<script type="application/ld+json">${s}</script>`;

Deno.test("[technical qa check] structured_data: broken and repaired blocks are errors Google drops", async () => {
  const broken = await factsOfHtml(page(ld('{"@type": "Article"'), "x"));
  assert.equal(structuredData.assess(broken)?.severity, "medium");
  const repaired = await factsOfHtml(
    page(ld('{"@context":"https://schema.org","@type":"Article",}'), "x"),
  );
  const found = structuredData.assess(repaired)!;
  assert.equal(found.severity, "medium");
  assert.match(found.examples[0], /parses only after repair.*Google ignores it/);
  const bare = await factsOfHtml(page(ld('{"@type":"Article"}'), "x"));
  assert.equal(structuredData.assess(bare)?.severity, "low");
});

Deno.test("[technical qa check] structured_data: unknown types and rule errors, in JSON-LD and Microdata", async () => {
  const blog = await factsOfHtml(
    page(ld('{"@context":"https://schema.org","@type":"BlogPost","headline":"x"}'), "x"),
  );
  assert.match(
    structuredData.assess(blog)!.examples.join(),
    /"BlogPost" is not a schema.org type \(did you mean .*BlogPosting/,
  );
  const micro = page(
    "",
    '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Boot</h1><img itemprop="image" src="/b.jpg" alt="Boot"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price">12,50</span><meta itemprop="priceCurrency" content="€"></div></div>',
    "de",
  );
  const lines = structuredData.assess(await factsOfHtml(micro))!.examples.join("\n");
  assert.match(
    lines,
    /Microdata item Product > offers \(Offer\): price has an invalid value "12,50" \(use "12.50"/,
  );
  assert.match(lines, /priceCurrency has an invalid value "€" \(use the ISO 4217 code "EUR"\)/);
  const event = await factsOfHtml(page(
    ld(
      '{"@context":"https://schema.org","@type":"MusicEvent","name":"Gig","startDate":"2027-01-01","location":{"@type":"Place","name":"Hall"}}',
    ),
    "<p>Muziekgebouw, Piet Heinkade 1, 1019 BR Amsterdam</p>",
    "nl",
  ));
  assert.match(structuredData.assess(event)!.fix, /Piet Heinkade 1, 1019 BR Amsterdam/);
});

Deno.test("[technical qa check] structured_data: valid schema.org blocks (or none) pass", async () => {
  const f = await factsOfHtml(page(ld('{"@context":"https://schema.org","@type":"Article"}'), "x"));
  assert.equal(structuredData.assess(f), null);
  assert.equal(structuredData.assess(await factsOfHtml(page("", "x"))), null);
  assert.ok(hasSchemaContext([{ "@context": { "@vocab": "http://schema.org/" } }]));
});
