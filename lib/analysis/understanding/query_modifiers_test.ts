import assert from "node:assert/strict";
import { comparisonSides, isLocalQuery, isModifierWord } from "./query_modifiers.ts";

Deno.test("[query modifiers] price, comparison, booking and place words are modifiers; topic words are not", () => {
  for (const w of ["cheap", "best", "vs", "book", "near", "2025", "avis", "gunstig", "barato"]) {
    assert.ok(isModifierWord(w), w);
  }
  for (const w of ["hotel", "insurance", "dog", "cuisine", "voucher"]) {
    assert.ok(!isModifierWord(w), w);
  }
});

Deno.test("[query modifiers] near-me queries are local, a city name alone is not", () => {
  assert.ok(isLocalQuery("Hotels Near Me"));
  assert.ok(isLocalQuery("bakery nearby"));
  assert.ok(!isLocalQuery("key west hotel"));
});

Deno.test("[query modifiers] x vs y has two sides; a long 'or' phrase is no comparison", () => {
  assert.deepEqual(comparisonSides("Trupanion vs. Lemonade"), ["trupanion", "lemonade"]);
  assert.deepEqual(comparisonSides("coffee or tea"), ["coffee", "tea"]);
  assert.equal(comparisonSides("things to do in key west or nearby islands today"), null);
  assert.equal(comparisonSides("crm software"), null);
  assert.equal(comparisonSides("vs code"), null);
});

Deno.test("[query modifiers] a word is a modifier in the languages that use it so", () => {
  assert.ok(isModifierWord("test", "de"));
  assert.ok(!isModifierWord("test", "en"));
  assert.ok(isModifierWord("test"));
  assert.ok(isModifierWord("best", "fr"));
});
