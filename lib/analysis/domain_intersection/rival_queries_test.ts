import assert from "node:assert/strict";
import { brandProfile } from "../business/brand.ts";
import { rivalBrands, rivalQueryRole } from "./rival_queries.ts";

const role = (keyword: string, rival: string, owner: string, intent: string | null = null) =>
  rivalQueryRole(keyword, {
    rivals: rivalBrands([rival]),
    own: brandProfile({ target: owner }).terms,
    providerIntent: intent,
  });

Deno.test("a rival's login, pricing, careers and cancel queries are its navigation", () => {
  assert.equal(role("acmepay login", "acmepay.com", "payroll.io"), "rival_navigation");
  assert.equal(role("lohnpilot jobs", "lohnpilot.de", "lohnwerk.de"), "rival_navigation");
  assert.equal(
    role("lohnpilot kündigen", "lohnpilot.de", "lohnwerk.de", "navigational"),
    "rival_navigation",
  );
  assert.equal(
    role("zapatos-luna precios", "zapatos-luna.es", "calzados.es", "navigational"),
    "rival_navigation",
  );
});

Deno.test("a rival's alternatives and vs are a comparison; its reviews are its own demand", () => {
  assert.equal(role("lohnpilot erfahrungen", "lohnpilot.de", "lohnwerk.de"), "rival_brand");
  assert.equal(role("clairelune avis", "clairelune.fr", "maisonlumen.fr"), "rival_brand");
  assert.equal(role("sommeilplus opiniones", "sommeilplus.es", "nubesueno.es"), "rival_brand");
  assert.equal(role("acme crm vs hubspot", "acme-crm.com", "pipeline.io"), "rival_comparison");
  assert.equal(role("lohnpilot alternative", "lohnpilot.de", "lohnwerk.de"), "rival_comparison");
  assert.equal(role("clairelune alternativa", "clairelune.it", "lumen.it"), "rival_comparison");
});

Deno.test("a rival's product names and promo codes are its own demand", () => {
  assert.equal(role("sérum éclat clairelune", "clairelune.fr", "maisonlumen.fr"), "rival_brand");
  assert.equal(role("herbiane code promo", "herbiane.fr", "maisonlumen.fr"), "rival_brand");
  assert.equal(role("fiorvento offerte", "fiorvento.it", "hoteldante.it"), "rival_brand");
  // A name spelt over two words needs corroboration: alone it may be generic.
  assert.equal(role("albergo rossi offerte", "albergo-rossi.it", "hoteldante.it"), null);
});

Deno.test("a query without the rival's brand, or with the owner's, is no rival's", () => {
  assert.equal(role("minijob lohnabrechnung", "lohnpilot.de", "lohnwerk.de"), null);
  assert.equal(role("lohnwerk vs lohnpilot", "lohnpilot.de", "lohnwerk.de"), null);
  assert.equal(role("sérum vitamine c", "clairelune.fr", "maisonlumen.fr"), null);
});

Deno.test("an exact-match domain's generic words are not its brand without corroboration", () => {
  assert.equal(role("hotel duomo firenze offerte", "hotelduomofirenze.it", "hoteldante.it"), null);
  assert.equal(
    role("abogados extranjeria madrid", "extranjeriamadrid-abogados.es", "navarro.es"),
    null,
  );
  assert.equal(role("dog food delivery", "dogfooddelivery.com", "pawsandplate.com"), null);
  assert.equal(
    role("hotel duomo firenze", "hotelduomofirenze.it", "hoteldante.it", "navigational"),
    "rival_navigation",
  );
  // A category's reviews spelt like an exact-match domain: the owner's query, not the rival's.
  assert.equal(role("dog food delivery reviews", "dogfooddelivery.com", "pawsandplate.com"), null);
  assert.equal(
    role("dog food delivery alternatives", "dogfooddelivery.com", "pawsandplate.com"),
    "rival_comparison",
  );
});
