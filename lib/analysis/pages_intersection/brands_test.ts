import assert from "node:assert/strict";
import { mentionsBrand } from "../business/brand.ts";
import { brandsOf } from "./mod.ts";

Deno.test("the first page's brand is the owner's, the other pages' are rivals'", () => {
  // Skincare (fr), payroll (de), law firms (es).
  const fr = brandsOf([
    "https://www.maisonlumen.fr/serum-vitamine-c",
    "https://www.clairelune.fr/serums/serum-eclat-vitamine-c",
    "https://www.herbiane.fr/blog/*",
  ]);
  assert.ok(mentionsBrand("clairelune avis", fr.rivals));
  assert.ok(mentionsBrand("herbiane code promo", fr.rivals));
  assert.ok(mentionsBrand("maison lumen sérum", fr.own));
  const de = brandsOf(["https://lohnwerk.de/minijob", "https://www.lohnpilot.de/*"], ["LohnWerk"]);
  assert.ok(mentionsBrand("lohnpilot login", de.rivals));
  assert.ok(!mentionsBrand("lohnpilot login", de.own));
  // Two pages of the owner's own site are no rival.
  const es = brandsOf(["https://abogadosvelasco.es/nie", "https://abogadosvelasco.es/blog/*"]);
  assert.equal(es.rivals.length, 0);
});
