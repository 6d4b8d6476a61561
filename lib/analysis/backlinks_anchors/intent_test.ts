import assert from "node:assert/strict";
import { brandOf, commercial, intentOf } from "./intent.ts";

Deno.test("[backlinks anchors] anchors are read as branded, naked URL, generic, keyword or empty", () => {
  const brand = brandOf("https://www.acme.co.uk/");
  assert.equal(brand, "acme");
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
