import assert from "node:assert/strict";
import { stemmerFor, stemmerOfText } from "./stemming.ts";
import { toPhrase } from "../page_match.ts";

Deno.test("[stemming] each language's Snowball stemmer joins its own inflections", () => {
  const en = stemmerFor("en");
  assert.equal(en("optimizing"), en("optimization"));
  assert.equal(en("audits"), en("audit"));
  const de = stemmerFor("de");
  assert.equal(de("sprachschulen"), de("sprachschule"));
  const fr = stemmerFor("fr");
  assert.equal(fr("ecoles"), fr("ecole"));
  const es = stemmerFor("es");
  assert.equal(es("cursos"), es("curso"));
  // Unknown or unsupported languages fall back to English; short words stay whole.
  assert.equal(stemmerFor(null)("running"), en("running"));
  assert.equal(stemmerFor("xx")("running"), en("running"));
  assert.equal(de("bei"), "bei");
});

Deno.test("[stemming] a text is stemmed in its own language", () => {
  assert.equal(stemmerOfText("die besten Sprachschulen in Berlin")("sprachschulen"), "sprachschul");
  assert.equal(stemmerOfText("best language schools in berlin")("schools"), "school");
  // A German keyword and a German page title of another inflection share a key.
  assert.equal(
    toPhrase("Sprachschulen für Kinder").key,
    toPhrase("die Sprachschule für Kinder").key,
  );
});

Deno.test("[stemming] Polish plurals and cases share a stem (nlp.js Polish stemmer)", () => {
  const pl = stemmerFor("pl");
  assert.equal(pl("sukienki"), pl("sukienka"));
  assert.equal(pl("weselu"), pl("wesele"));
  assert.notEqual(pl("sukienka"), pl("wesele"));
});
