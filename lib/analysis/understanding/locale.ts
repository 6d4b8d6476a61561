/**
 * Locale facts shared by the analyses: the search language a location implies, so follow-up
 * calls keep the market's language instead of falling back to English.
 */

/** Countries (English names, as DataForSEO and our requests spell them) and their language. */
const COUNTRY_LANGUAGE: Readonly<Record<string, string>> = {
  "united states": "en",
  "united kingdom": "en",
  ireland: "en",
  canada: "en",
  australia: "en",
  "new zealand": "en",
  india: "en",
  singapore: "en",
  "south africa": "en",
  germany: "de",
  austria: "de",
  switzerland: "de",
  france: "fr",
  belgium: "fr",
  luxembourg: "fr",
  spain: "es",
  mexico: "es",
  argentina: "es",
  colombia: "es",
  chile: "es",
  peru: "es",
  portugal: "pt",
  brazil: "pt",
  italy: "it",
  netherlands: "nl",
  poland: "pl",
  sweden: "sv",
  denmark: "da",
  norway: "nb",
  finland: "fi",
  "czech republic": "cs",
  czechia: "cs",
  hungary: "hu",
  romania: "ro",
  greece: "el",
  turkey: "tr",
  japan: "ja",
  "south korea": "ko",
  russia: "ru",
  ukraine: "uk",
};

/**
 * The language of a location's market (`"Lisbon,Portugal"` and `"Portugal"` both give `pt`),
 * or null when the location is unknown or absent. Multilingual countries give their largest
 * search language; a request's own `language` always wins over this.
 */
export function languageOfLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const country = location.split(",").at(-1)!.trim().toLowerCase();
  return COUNTRY_LANGUAGE[country] ?? null;
}
