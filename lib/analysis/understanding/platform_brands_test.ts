import assert from "node:assert/strict";
import { PLATFORM_LABELS, platformNamed } from "./platform_brands.ts";

Deno.test("[platform brands] a query naming a platform asks for its listing, in travel, classifieds, property and delivery", () => {
  assert.equal(platformNamed("getyourguide tenerife"), "getyourguide");
  assert.equal(platformNamed("donedeal cars cork"), "donedeal");
  assert.equal(platformNamed("idealista pisos alquiler madrid"), "idealista");
  assert.equal(platformNamed("lieferando pizza berlin"), "lieferando");
  assert.equal(platformNamed("Tripadvisor Lisboa restaurantes"), "tripadvisor");
  assert.equal(platformNamed("inpost paczkomat mapa"), "inpost");
  assert.equal(platformNamed("elkjop varmepumpe"), "elkjop");
  assert.equal(platformNamed("superprof nachhilfe mathe"), "superprof");
});

Deno.test("[platform brands] platform names that are everyday words count only as domains", () => {
  assert.equal(platformNamed("hotels in rome near the colosseum"), null);
  assert.equal(platformNamed("target audience analysis"), null);
  assert.equal(platformNamed("kayak tours norway"), null);
  assert.equal(platformNamed("booking system for salons"), null);
  assert.equal(platformNamed("booking.com amsterdam canal hotel"), "booking");
  assert.equal(platformNamed("bol.com kortingscode"), "bol");
  assert.equal(platformNamed("power bank 20000mah"), null);
  assert.equal(platformNamed("bring your own device policy"), null);
});

Deno.test("[platform brands] the site's own label is never another platform", () => {
  assert.equal(platformNamed("getyourguide tenerife", "getyourguide"), null);
  assert.ok(PLATFORM_LABELS.has("amazon"));
});
