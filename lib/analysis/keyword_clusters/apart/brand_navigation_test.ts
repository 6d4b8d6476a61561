import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { brandNavigation } from "./brand_navigation.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] another brand's login shares a page with nothing", () => {
  const [login, crm] = items("hubspot login", "crm software", "hubspot vs salesforce");
  assert.equal(apartBy(brandNavigation, login, crm), true);
  assert.equal(apartBy(brandNavigation, crm, login), true);
});

Deno.test("[keyword_clusters apart] pricing of a word no keyword uses as a brand stays", () => {
  const [pricing, crm] = items("crm pricing", "crm software");
  assert.equal(apartBy(brandNavigation, pricing, crm), false);
});

Deno.test("[keyword_clusters apart] a query naming a platform shares a page with nothing, in three markets", () => {
  for (
    const [platform, topic] of [
      ["getyourguide tenerife whale watching", "whale watching tenerife"],
      ["idealista pisos alquiler madrid", "pisos alquiler madrid"],
      ["lieferando pizza berlin", "pizza lieferservice berlin"],
    ]
  ) {
    const [p, t] = items(platform, topic);
    assert.ok(p.navigational, platform);
    assert.equal(apartBy(brandNavigation, p, t), true, platform);
  }
});
