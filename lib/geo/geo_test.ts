import assert from "node:assert/strict";
import {
  closeLanguages,
  closeLocations,
  closePlaces,
  findLanguage,
  findLocation,
  findPlace,
  locationByCode,
  LOCATIONS,
  marketLabel,
  placeByCode,
  PLACES,
  resolveLocation,
  resolveMarket,
  searchLocations,
} from "./geo.ts";

Deno.test("[geo] United States, US, us, USA and 2840 are one location", () => {
  for (const text of ["United States", "US", "us", " united states ", "USA", "2840"]) {
    assert.deepEqual(findLocation(text), {
      name: "United States",
      location_code: 2840,
      country_iso_code: "US",
    }, text);
  }
  assert.equal(locationByCode(2840)?.name, "United States");
});

Deno.test("[geo] Germany resolves to Germany and nothing else", () => {
  for (const text of ["Germany", "germany", "DE", "de", "2276"]) {
    assert.equal(findLocation(text)?.name, "Germany", text);
  }
  assert.equal(findLocation("German"), null, "a language is not a location");
  assert.equal(closeLocations("German")[0], "Germany");
  const near = LOCATIONS.filter((l) => l.name !== "Germany").map((l) => l.name);
  for (const name of near) assert.notEqual(findLocation(name)?.name, "Germany", name);
});

Deno.test("[geo] a misspelling is refused with close matches, never guessed", () => {
  assert.equal(findLocation("Untied States"), null);
  assert.equal(closeLocations("Untied States")[0], "United States");
  assert.equal(findLocation("Grmany"), null);
  assert.deepEqual(closeLocations("Grmany").slice(0, 1), ["Germany"]);
  assert.equal(findLocation("Congo"), null, "two countries are called Congo");
  assert.deepEqual(closeLocations("Congo").slice(0, 2).sort(), [
    "Democratic Republic of the Congo",
    "Republic of the Congo",
  ]);
  assert.deepEqual(closeLocations("Atlantis"), []);
});

Deno.test("[geo] the Google geo target ids the DataForSEO reference saw are in the table", () => {
  const seen: [number, string][] = [
    [2840, "United States"],
    [2826, "United Kingdom"],
    [2276, "Germany"],
    [2528, "Netherlands"],
    [2356, "India"],
    [2784, "United Arab Emirates"],
    [2682, "Saudi Arabia"],
  ];
  for (const [code, name] of seen) assert.equal(locationByCode(code)?.name, name);
  assert.equal(findLocation("UK")?.location_code, 2826);
  assert.equal(findLocation("South Korea")?.country_iso_code, "KR");
  assert.equal(findLocation("Czech Republic")?.name, "Czechia");
  assert.ok(LOCATIONS.length > 240);
  assert.equal(new Set(LOCATIONS.map((l) => l.location_code)).size, LOCATIONS.length);
});

Deno.test("[geo] languages by code or name, a regional tag as its language; Chinese needs a script", () => {
  for (const text of ["en", "EN", "English", "english", "en-GB", "en_US"]) {
    assert.equal(findLanguage(text)?.language_code, "en", text);
  }
  assert.equal(findLanguage("pt-BR")?.language_code, "pt");
  assert.equal(findLanguage("iw")?.language_code, "he");
  assert.equal(findLanguage("nb")?.language_code, "no");
  assert.equal(findLanguage("zh"), null);
  assert.equal(findLanguage("zh-CN")?.name, "Chinese (Simplified)");
  assert.equal(findLanguage("Klingon"), null);
  assert.equal(closeLanguages("Englsh")[0], "English (en)");
  assert.ok(closeLanguages("Chinese").some((l) => l.includes("zh-CN")));
});

Deno.test("[geo] search finds locations by part of a name, code or id", () => {
  assert.ok(searchLocations("king").some((l) => l.name === "United Kingdom"));
  assert.deepEqual(searchLocations("2276").map((l) => l.name), ["Germany"]);
  assert.deepEqual(searchLocations("de").map((l) => l.name).includes("Germany"), true);
  assert.equal(searchLocations("").length, LOCATIONS.length + PLACES.length);
});

Deno.test("[geo] a market resolves location_code first, then location; no language: the market's own", () => {
  assert.deepEqual(resolveMarket({ location: "us", language: "German" }), {
    location: "United States",
    location_code: 2840,
    language: "German",
    language_code: "de",
  });
  assert.equal(
    resolveMarket({ location: "us", location_code: 2276, language: "de" }).location,
    "Germany",
  );
  assert.equal(resolveMarket({ location: "Portugal" }).language_code, "pt");
  assert.equal(marketLabel(resolveMarket({ location: "Germany" })), "Germany, German");
  assert.equal(resolveMarket({ location: "Kenya" }).language_code, "en");
  assert.equal(
    resolveLocation({ location: "Germany", location_code: 2840 })?.name,
    "United States",
  );
  assert.equal(resolveLocation({ keyword: "x" } as Record<string, unknown>), null);
  assert.throws(() => resolveMarket({ location: "Atlantis", language: "en" }));
});

Deno.test("[geo] cities and regions by DataForSEO's canonical name or id, the language from their country", () => {
  for (
    const text of ["Denver,Colorado,United States", "denver, colorado, united states", "1014221"]
  ) {
    assert.equal(findPlace(text)?.location_code, 1014221, text);
  }
  assert.equal(placeByCode(1006886)?.country_name, "United Kingdom");
  assert.equal(findLocation("Denver,Colorado,United States"), null, "a city is not a country");
  assert.equal(findPlace("Denver"), null, "a bare city name is ambiguous: refused");
  assert.deepEqual(closePlaces("Denver"), ["Denver,Colorado,United States"]);
  const market = resolveMarket({ location: "Denver, Colorado, United States" });
  assert.equal(market.location_code, 1014221);
  assert.equal(market.language_code, "en");
  assert.equal(resolveMarket({ location_code: 1006886 }).location, "London,England,United Kingdom");
  const found = searchLocations("denver");
  assert.deepEqual(found.map((l) => [l.location_code, l.location_type]), [[1014221, "City"]]);
});
