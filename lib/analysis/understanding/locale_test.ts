import assert from "node:assert/strict";
import { languageOfLocation } from "./locale.ts";

Deno.test("[locale] a location gives its market's language; unknown or absent gives null", () => {
  assert.equal(languageOfLocation("Portugal"), "pt");
  assert.equal(languageOfLocation("Lisbon,Lisbon,Portugal"), "pt");
  assert.equal(languageOfLocation("Germany"), "de");
  assert.equal(languageOfLocation("United States"), "en");
  assert.equal(languageOfLocation("Atlantis"), null);
  assert.equal(languageOfLocation(undefined), null);
});
