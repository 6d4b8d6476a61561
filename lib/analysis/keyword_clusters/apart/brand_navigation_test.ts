import assert from "node:assert/strict";
import { brandNavigation } from "./brand_navigation.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] another brand's login shares a page with nothing", () => {
  const [login, crm] = items("hubspot login", "crm software", "hubspot vs salesforce");
  assert.equal(brandNavigation.apart(login, crm), true);
  assert.equal(brandNavigation.apart(crm, login), true);
});

Deno.test("[keyword_clusters apart] pricing of a word no keyword uses as a brand stays", () => {
  const [pricing, crm] = items("crm pricing", "crm software");
  assert.equal(brandNavigation.apart(pricing, crm), false);
});
