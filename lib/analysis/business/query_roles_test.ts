import assert from "node:assert/strict";
import { brandProfile, brandTerm } from "./brand.ts";
import { careerModifier, navigationalModifier, otherBrandNavigation } from "./query_roles.ts";

Deno.test("[query roles] navigational modifiers in several languages", () => {
  assert.equal(navigationalModifier("personio login")?.kind, "access");
  assert.equal(navigationalModifier("datev anmelden")?.kind, "access");
  assert.equal(navigationalModifier("allegro logowanie")?.kind, "access");
  assert.equal(navigationalModifier("notion preise")?.kind, "pricing");
  assert.equal(navigationalModifier("vinted app")?.kind, "app");
  assert.equal(navigationalModifier("dog food subscription"), null);
});

Deno.test("[query roles] career queries in several languages", () => {
  assert.equal(careerModifier("project manager salary"), "salary");
  assert.equal(careerModifier("Lohnbuchhalter Gehalt"), "gehalt");
  assert.equal(careerModifier("oferty pracy krawcowa"), "oferty pracy");
  assert.equal(careerModifier("job costing software"), null);
  assert.equal(careerModifier("gift certificate spa"), null);
});

Deno.test("[query roles] another brand's navigation needs evidence beyond a price or app word", () => {
  const own = brandProfile({ target: "lohnpilot.de", brand_terms: ["LohnPilot"] }).terms;
  const others = [brandTerm("Personio", "domain")];
  assert.equal(otherBrandNavigation("personio preise", { own, others })?.evidence, "known_brand");
  assert.equal(otherBrandNavigation("sage login", { own })?.evidence, "access_modifier");
  assert.equal(
    otherBrandNavigation("canva app", { own, providerIntent: "navigational" })?.evidence,
    "provider_intent",
  );
  assert.equal(otherBrandNavigation("crm pricing", { own }), null);
  assert.equal(otherBrandNavigation("lohnpilot login", { own }), null);
});
