import assert from "node:assert/strict";
import { brandProfile } from "../business/brand.ts";
import { commercial, intentOf, isGeneric } from "./intent.ts";
import { spamTopicOf } from "../link_risk/spam_topics.ts";

Deno.test("[backlinks anchors] anchors are read as branded, naked URL, generic, keyword or empty", () => {
  const brand = brandProfile({ target: "https://www.acme.co.uk/" }).terms;
  assert.equal(intentOf("Acme", brand), "branded");
  assert.equal(intentOf("Acme pricing", brand), "branded");
  assert.equal(intentOf("https://acme.co.uk/", brand), "naked_url");
  assert.equal(intentOf("acme.co.uk", brand), "naked_url");
  assert.equal(intentOf("click here", brand), "generic");
  assert.equal(intentOf("", brand), "empty");
  assert.equal(intentOf("best crm software", brand), "keyword");
  assert.ok(commercial("best crm software"));
  assert.ok(!commercial("how to write a project brief"));
});

Deno.test("[backlinks anchors] a brand with '&' is the brand; 'this tool' is generic (pet food, French skincare, German law)", () => {
  const paws = brandProfile({ target: "pawsandplate.com", brand_terms: ["Paws & Plate"] }).terms;
  assert.equal(intentOf("Paws & Plate", paws), "branded");
  assert.equal(intentOf("paws and plate dog food", paws), "branded");
  for (
    const a of [
      "this tool",
      "this guide",
      "ce guide",
      "ce site",
      "cliquez ici",
      "diese Seite",
      "klik hier",
      "en savoir plus",
    ]
  ) {
    assert.ok(isGeneric(a), a);
    assert.equal(commercial(a), false, a);
  }
  assert.ok(commercial("meilleure crème hydratante bio"));
  assert.ok(commercial("beste Anwalt Berlin"));
  assert.ok(!isGeneric("sérum vitamine c bio"));
});

Deno.test("[backlinks anchors] spam verticals in several languages", () => {
  assert.equal(spamTopicOf("meilleur casino en ligne france"), "gambling");
  assert.equal(spamTopicOf("acheter viagra sans ordonnance"), "pharmacy");
  assert.equal(spamTopicOf("Sofortkredit ohne Schufa"), "payday_loans");
  assert.equal(spamTopicOf("najlepsze kasyno online"), "gambling");
  assert.equal(spamTopicOf("organic face cream"), null);
});

Deno.test("[anchor intent] anchors made only of pointing, calling and site words are generic in any language", () => {
  for (
    const a of [
      "klikk her",
      "les mer",
      "nettsiden deres",
      "nettbutikken",
      "läs mer här",
      "ver más",
      "click aquí",
      "their online shop",
      "こちら",
      "詳しくはこちら",
      "kliknij tutaj",
    ]
  ) assert.ok(isGeneric(a), a);
  for (
    const a of ["beste skalljakke 2026", "renta de autos cancun", "the best dog food", "online crm"]
  ) {
    assert.ok(!isGeneric(a), a);
  }
});
