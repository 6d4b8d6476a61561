import assert from "node:assert/strict";

import {
  brandOfDomain,
  brandProfile,
  isOnlyBrand,
  mentionedBrand,
  mentionsBrand,
  registrableDomain,
} from "./brand.ts";

Deno.test("[brand] a brand is one brand in any spelling (pet food, German law firm, Italian fashion)", () => {
  const paws = brandProfile({ target: "pawsandplate.com", brand_terms: ["Paws & Plate"] });
  for (
    const anchor of [
      "Paws & Plate",
      "paws and plate",
      "PAWS+PLATE",
      "pawsandplate.com",
      "Paws n Plate",
    ]
  ) {
    assert.ok(mentionsBrand(anchor, paws.terms), anchor);
  }
  const mueller = brandProfile({
    target: "mueller-soehne-recht.de",
    brand_terms: ["Müller & Söhne"],
  });
  assert.ok(mentionsBrand("Kanzlei Mueller und Soehne Berlin", mueller.terms));
  assert.ok(mentionsBrand("müller söhne anwalt", mueller.terms));
  const dg = brandProfile({ target: "dolcegabbana.com" });
  assert.ok(mentionsBrand("Dolce & Gabbana borse", dg.terms));
  assert.ok(mentionsBrand("dolce e gabbana saldi", dg.terms));
});

Deno.test("[brand] matches on word boundaries only", () => {
  const halo = brandProfile({ target: "halomoney.co.uk", brand_terms: ["Halo"] });
  assert.ok(!mentionsBrand("halogen bulbs", halo.terms));
  assert.ok(mentionsBrand("halo budgeting app", halo.terms));
  assert.ok(!mentionsBrand("this guide", brandProfile({ target: "example.com" }).terms));
});

Deno.test("[brand] the domain's registrable label is a brand, certain only when named", () => {
  assert.deepEqual(registrableDomain("https://shop.little-linen.co.uk/x"), "little-linen.co.uk");
  assert.deepEqual(brandOfDomain("little-linen.co.uk")?.keys.includes("littlelinen"), true);
  const p = brandProfile({ target: "www.velomaat.nl" });
  assert.deepEqual(p.certain, false);
  assert.deepEqual(mentionedBrand("Velomaat Utrecht", p.terms)?.source, "domain");
  assert.deepEqual(brandProfile({ target: "velomaat.nl", site_name: "Velomaat" }).certain, true);
});

Deno.test("[brand] a text that is only the brand or its domain", () => {
  const p = brandProfile({ target: "maisonlumen.fr", brand_terms: ["Maison Lumen"] });
  assert.ok(isOnlyBrand("Maison Lumen", p.terms));
  assert.ok(isOnlyBrand("www.maisonlumen.fr", p.terms));
  assert.ok(!isOnlyBrand("sérum vitamine c maison lumen", p.terms));
});

Deno.test("[brand] letters a domain cannot carry and connectors inside a run-together domain", () => {
  const nordic = brandProfile({ target: "fjellrevogsonn.no" }).terms;
  for (const a of ["Fjellrev & Sønn", "FJELLREV OG SØNN AS", "Fjellrev+Sønn", "Fjellrev og Sonn"]) {
    assert.ok(mentionsBrand(a, nordic), a);
  }
  const spanish = brandProfile({ target: "lopezybarrios.es" }).terms;
  assert.ok(mentionsBrand("López & Barrios abogados", spanish));
  assert.ok(mentionsBrand("Lopez y Barrios", spanish));
  const polish = brandProfile({ target: "zlotalodz.pl" }).terms;
  assert.ok(mentionsBrand("Złota Łódź", polish));
  const danish = brandProfile({ target: "aeblehaven.dk" }).terms;
  assert.ok(mentionsBrand("Æblehaven", danish));
});
