import assert from "node:assert/strict";
import { localeOf } from "./result.ts";

Deno.test("[result] meta's locale: location_code wins over location; names resolve to one entry", () => {
  assert.deepEqual(localeOf({ location: "Germany", location_code: 2840, language: "English" }), {
    location: { name: "United States", location_code: 2840, country_iso_code: "US" },
    language: { name: "English", language_code: "en" },
  });
  assert.deepEqual(localeOf({ location: "de", language: "de-AT" }), {
    location: { name: "Germany", location_code: 2276, country_iso_code: "DE" },
    language: { name: "German", language_code: "de" },
  });
  assert.deepEqual(localeOf({ keyword: "x" }), { location: null, language: null });
});

Deno.test("[result] a provider call without a language field reports the market's own language", () => {
  assert.deepEqual(localeOf({ location: "Germany" }, true).language, {
    name: "German",
    language_code: "de",
  });
  assert.equal(localeOf({ location: "Germany" }).language, null, "supplied data: none");
});
