import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { differentLanguages } from "./different_languages.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] keywords of two languages never share a page", () => {
  const [en, fr] = items("running shoes", "chaussures de course pour femme");
  assert.equal(apartBy(differentLanguages, en, fr), true);
});

Deno.test("[keyword_clusters apart] keywords of one language may", () => {
  const [a, b] = items("running shoes", "trail running shoes");
  assert.equal(apartBy(differentLanguages, a, b), false);
});

Deno.test("[keyword_clusters apart] a keyword written only in kanji takes the Japanese of its list", () => {
  const [kanji, kana] = items("家庭用蓄電池 価格", "蓄電池 おすすめ");
  assert.equal(kanji.language, "ja");
  assert.equal(apartBy(differentLanguages, kanji, kana), false);
  // Alone, kanji say nothing of the language.
  assert.equal(items("家庭用蓄電池")[0].language, "und");
});
