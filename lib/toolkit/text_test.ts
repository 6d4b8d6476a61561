import assert from "node:assert/strict";
import { normalizeText } from "./text.ts";
import { jaccard, stem, stems, tokens } from "./tokens.ts";
import { urlHost, urlPath } from "./urls.ts";

Deno.test("[text] stems join the forms of a word", () => {
  const groups = [
    ["optimize", "optimizing", "optimization", "optimized"],
    ["audit", "audits", "auditing"],
    ["price", "pricing", "prices"],
    ["service", "services"],
    ["agency", "agencies"],
    ["market", "marketing", "marketer"],
    ["run", "running"],
    ["class", "classes"],
  ];
  for (const group of groups) assert.equal(new Set(group.map(stem)).size, 1, group.join(","));
  assert.notEqual(stem("market"), stem("mark"));
  assert.equal(stem("seo"), "seo");
  assert.equal(stem("café"), "café");
});

Deno.test("[text] normalisation folds accents, case and punctuation; tokens drop stopwords", () => {
  assert.equal(normalizeText("  Crème Brûlée: What's NEW?! "), "creme brulee what new");
  assert.deepEqual(tokens("How to do an SEO audit for your site"), ["seo", "audit", "site"]);
  assert.deepEqual(stems("Auditing SEO tools"), ["audit", "seo", "tool"]);
  assert.deepEqual(tokens("東京 ラーメン"), ["東京", "ラーメン"]);
});

Deno.test("[text] set similarity and URL parts", () => {
  assert.equal(jaccard(new Set(["a", "b"]), new Set(["b", "c"])), 1 / 3);
  assert.equal(jaccard(new Set(), new Set()), 1);
  assert.equal(urlPath("https://Example.com/Blog/Post/"), "/blog/post");
  assert.equal(urlPath("/pricing"), "/pricing");
  assert.equal(urlHost("https://www.Example.com/x"), "example.com");
  assert.equal(urlHost("/relative"), "");
});

Deno.test("[text] letters without an accent to fold are written as searchers type them (Danish, German, Polish, French)", () => {
  assert.equal(normalizeText("Flyttefirma i København"), "flyttefirma i kobenhavn");
  assert.equal(normalizeText("Hauptstraße 5"), "hauptstrasse 5");
  assert.equal(normalizeText("Wrocław mieszkania"), "wroclaw mieszkania");
  assert.equal(normalizeText("Œuvre d'art"), "oeuvre d art");
  assert.equal(normalizeText("Træningscenter"), "traeningscenter");
});
