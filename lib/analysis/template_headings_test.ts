import assert from "node:assert/strict";
import { localHeading } from "./template_headings.ts";

Deno.test("[template headings] headings follow the page language; untranslated ones stay English and say so", () => {
  assert.deepEqual(localHeading("FAQ about [v]", "de"), {
    text: "Häufige Fragen zu [v]",
    english: false,
  });
  assert.deepEqual(localHeading("Home", "fr"), { text: "Accueil", english: false });
  assert.deepEqual(localHeading("FAQ about [v]", "en"), { text: "FAQ about [v]", english: false });
  assert.deepEqual(localHeading("Pros and cons", "de"), {
    text: "Vor- und Nachteile",
    english: false,
  });
  assert.deepEqual(localHeading("Home", "ja"), { text: "ホーム", english: false });
  assert.deepEqual(localHeading("Nearby areas", "nl"), { text: "In de buurt", english: false });
  assert.deepEqual(localHeading("Formula", "pl"), { text: "Formula", english: true });
  assert.deepEqual(localHeading("Home", "fi"), { text: "Home", english: true });
});
