import assert from "node:assert/strict";
import { languageOfText } from "./language.ts";

Deno.test("[language] short keywords get their language; unsure plain-ASCII text reads as English", () => {
  assert.equal(languageOfText("spanischkurs valencia"), "de");
  assert.equal(languageOfText("cursos de español valencia"), "es");
  assert.equal(languageOfText("préparation dele valence"), "fr");
  assert.equal(languageOfText("spanish course valencia"), "en");
  assert.equal(languageOfText("dele exam preparation valencia"), "en");
  assert.equal(languageOfText("sofa bed"), "en");
  assert.equal(languageOfText("spanisch lernen in valencia"), "de");
  assert.equal(languageOfText("cours d'espagnol valence"), "fr");
  assert.equal(languageOfText("apprendre l'espagnol à valence"), "fr");
  assert.equal(languageOfText("école d'espagnol valence"), "fr");
  assert.equal(languageOfText("preparación dele valencia"), "es");
  assert.equal(languageOfText("tell me my credit score"), "en");
  assert.equal(languageOfText("seo audit"), "en");
  assert.equal(languageOfText("laufschuhe kaufen"), "de");
  assert.equal(languageOfText("recette boeuf bourguignon"), "fr");
  assert.equal(languageOfText("coq au vin recipe"), "en");
  assert.equal(languageOfText(""), null);
});
