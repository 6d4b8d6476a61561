/**
 * Locations and languages, resolved strictly (docs/contract.md#locations-and-languages): a country
 * by its name or another common name, its ISO 3166-1 alpha-2 code or its Google geo target id; a
 * language by its code or name; case-insensitive. Anything else is refused with the closest names,
 * never guessed.
 */
import { distance } from "fastest-levenshtein";
import { languageOfLocation } from "../analysis/understanding/locale.ts";
import { COUNTRY_ROWS } from "./countries_data.ts";
import { LANGUAGE_ROWS } from "./languages_data.ts";
import { PLACE_ROWS } from "./places_data.ts";

/** One row of the country table: ISO alpha-2, Google geo target id, name, other names. */
export type CountryRow = readonly [string, number, string, readonly string[]];

/** One row of the place table: geo target id, canonical name, location type, country ISO code. */
export type PlaceRow = readonly [number, string, string, string];

/** One row of the language table: code, name, other codes and names. */
export type LanguageRow = readonly [string, string, readonly string[]];

/** A resolved search location. */
export interface Location {
  name: string;
  location_code: number;
  country_iso_code: string;
}

/**
 * A city or region (DataForSEO's SERP API takes them; its Labs data is country-level only):
 * `name` is DataForSEO's canonical name ("Denver,Colorado,United States").
 */
export interface Place extends Location {
  location_type: string;
  country_name: string;
}

/** A resolved search language. */
export interface Language {
  name: string;
  language_code: string;
}

export const LOCATIONS: readonly Location[] = COUNTRY_ROWS.map(([iso, code, name]) => ({
  name,
  location_code: code,
  country_iso_code: iso,
}));

export const LANGUAGES: readonly Language[] = LANGUAGE_ROWS.map(([code, name]) => ({
  name,
  language_code: code,
}));

/** Lower case, accents kept, inner spaces collapsed. */
const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** Every accepted spelling -> its entry; a spelling two entries share resolves to neither. */
function indexOf<T>(entries: [T, string[]][]): Map<string, T | null> {
  const index = new Map<string, T | null>();
  for (const [entry, spellings] of entries) {
    for (const s of spellings.map(fold)) {
      index.set(s, index.has(s) && index.get(s) !== entry ? null : entry);
    }
  }
  return index;
}

const locationIndex = indexOf(
  COUNTRY_ROWS.map(([iso, code, name, aliases], i) => [
    LOCATIONS[i],
    [name, iso, String(code), ...aliases],
  ]),
);

const languageIndex = indexOf(
  LANGUAGE_ROWS.map(([code, name, aliases], i) => [LANGUAGES[i], [code, name, ...aliases]]),
);

const byCode = new Map(LOCATIONS.map((l) => [l.location_code, l]));

const countryByIso = new Map(LOCATIONS.map((l) => [l.country_iso_code, l]));

export const PLACES: readonly Place[] = PLACE_ROWS.map(([code, name, type, iso]) => ({
  name,
  location_code: code,
  country_iso_code: iso,
  location_type: type,
  country_name: countryByIso.get(iso)?.name ?? name.split(",").at(-1)!,
}));

/** A place is written with or without spaces after its commas ("Denver, Colorado, United States"). */
const placeSpelling = (text: string) => fold(text).replace(/\s*,\s*/g, ",");

const placeIndex = indexOf(
  PLACES.map((p) => [p, [placeSpelling(p.name), String(p.location_code)]]),
);

/** The city or region named `text` (DataForSEO's canonical name or its geo target id), or null. */
export function findPlace(text: string): Place | null {
  return placeIndex.get(placeSpelling(text)) ?? null;
}

/** The city or region of a geo target id, or null. */
export function placeByCode(code: number): Place | null {
  return placeIndex.get(String(code)) ?? null;
}

/**
 * Canonical city and region names close to `text` ("Denver" or "Denvr" → "Denver,Colorado,
 * United States"): names containing it, then names whose city part is within the edit distance
 * `closest` allows.
 */
export function closePlaces(text: string): string[] {
  const wanted = placeSpelling(text);
  const head = wanted.split(",")[0];
  const scored = PLACES.flatMap((p) => {
    const spelling = placeSpelling(p.name);
    if (spelling.includes(wanted)) return [[p.name, 0] as const];
    const city = spelling.split(",")[0];
    const d = Math.min(distance(head, city), distance(wanted, spelling));
    return d <= Math.max(2, Math.floor(city.length / 3)) ? [[p.name, d] as const] : [];
  });
  return scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, 5)
    .map(([name]) => name);
}

/** The location named `text` (name, other name, ISO code or numeric id), or null. */
export function findLocation(text: string): Location | null {
  return locationIndex.get(fold(text)) ?? null;
}

/** The location of a Google geo target id, or null. */
export function locationByCode(code: number): Location | null {
  return byCode.get(code) ?? null;
}

/**
 * The language named `text` (code or name), or null. A regional tag (`en-GB`, `pt_BR`) is its
 * language; Chinese needs its script (`zh-CN` or `zh-TW`).
 */
export function findLanguage(text: string): Language | null {
  const exact = languageIndex.get(fold(text));
  if (exact !== undefined) return exact;
  const primary = /^([a-z]{2,3})[-_][a-z0-9]{2,8}$/i.exec(text.trim())?.[1].toLowerCase();
  if (!primary || primary === "zh") return null;
  return LANGUAGES.find((l) => l.language_code === primary) ?? null;
}

/**
 * Up to `n` entries with a spelling close to `text` (edit distance within a third of the
 * spelling, at least 2; or containing `text`), closest first, as `nameOf` renders them.
 */
function closest<T>(text: string, index: Map<string, T | null>, nameOf: (t: T) => string, n = 5) {
  const wanted = fold(text);
  const scored = new Map<string, number>();
  for (const [spelling, entry] of index) {
    if (entry === null || (spelling.length <= 3 && wanted.length > 3)) continue;
    const d = distance(wanted, spelling);
    const contains = wanted.length >= 3 && spelling.includes(wanted);
    if (d > Math.max(2, Math.floor(spelling.length / 3)) && !contains) continue;
    const name = nameOf(entry);
    scored.set(name, Math.min(scored.get(name) ?? Infinity, contains ? Math.min(d, 1) : d));
  }
  return [...scored].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, n)
    .map(([name]) => name);
}

/** Canonical location names close to `text` (misspellings, partial names). */
export function closeLocations(text: string): string[] {
  const shared = sharedSpellings(
    text,
    COUNTRY_ROWS.map(([iso, code, name, aliases]) => [
      name,
      [name, iso, String(code), ...aliases],
    ]),
  );
  return [...new Set([...shared, ...closest(text, locationIndex, (l) => l.name)])].slice(0, 5);
}

/** Language names close to `text`. */
export function closeLanguages(text: string): string[] {
  return closest(text, languageIndex, (l) => `${l.name} (${l.language_code})`);
}

/** The names of every entry that spells itself `text` (an ambiguous spelling such as "Congo"). */
function sharedSpellings(text: string, entries: [string, string[]][]): string[] {
  const wanted = fold(text);
  return entries.filter(([, spellings]) => spellings.some((s) => fold(s) === wanted))
    .map(([name]) => name);
}

/** A location, its type and the other names that resolve to it. */
export type ListedLocation = Location & { location_type: string; other_names: string[] };

/**
 * Locations whose name or other names contain `q`, or whose ISO code or geo target id is `q`
 * (all when `q` is empty), in name order.
 */
export function searchLocations(q: string): ListedLocation[] {
  const wanted = fold(q);
  const countries = COUNTRY_ROWS.flatMap(([iso, code, name, aliases], i) =>
    !wanted || [name, ...aliases].some((s) => fold(s).includes(wanted)) ||
      fold(iso) === wanted || String(code) === wanted
      ? [{ ...LOCATIONS[i], location_type: "Country", other_names: [...aliases] }]
      : []
  );
  const places = PLACES.filter((p) =>
    !wanted || placeSpelling(p.name).includes(placeSpelling(q)) ||
    String(p.location_code) === wanted
  ).map(({ name, location_code, country_iso_code, location_type }) => ({
    name,
    location_code,
    country_iso_code,
    location_type,
    other_names: [name.replace(/,/g, ", ")],
  }));
  return [...countries, ...places];
}

/** Every language with the other codes and names that resolve to it. */
export function listLanguages(): (Language & { other_names: string[] })[] {
  return LANGUAGE_ROWS.map(([, , aliases], i) => ({ ...LANGUAGES[i], other_names: [...aliases] }));
}

/** The market fields of a request: `location_code` wins over `location`; `language` is optional. */
export interface MarketRequest {
  location?: unknown;
  location_code?: unknown;
  language?: unknown;
}

/** A request's search market, named (for people and follow-up calls) and coded (for providers). */
export interface ResolvedMarket {
  /** Canonical location name, valid as a follow-up request's `location`. */
  location: string;
  location_code: number;
  /** Language name, e.g. English. */
  language: string;
  language_code: string;
}

/** The location a request names: `location_code` wins over `location`; null when neither resolves. */
export function resolveLocation(input: MarketRequest): Location | Place | null {
  const code = typeof input.location_code === "number" ? input.location_code : null;
  const byId = code === null ? null : locationByCode(code) ?? placeByCode(code);
  const text = typeof input.location === "string" ? input.location : null;
  return byId ?? (text === null ? null : findLocation(text) ?? findPlace(text));
}

/** The country a location lies in: itself for a country. */
export function countryOf(location: Location | Place): string {
  return "country_name" in location ? location.country_name : location.name;
}

/**
 * The market of a validated request. Without a `language` field the language is the market's own
 * (`languageOfLocation`, English when the country has none listed). A field that does not resolve
 * is a bug (the request schema validates both), so it throws.
 */
export function resolveMarket(input: MarketRequest): ResolvedMarket {
  const location = resolveLocation(input);
  const language = typeof input.language === "string"
    ? findLanguage(input.language)
    : findLanguage(languageOfLocation(location ? countryOf(location) : undefined) ?? "en") ??
      findLanguage("en");
  if (!location || !language) {
    throw new Error(`Unresolved market ${input.location}/${input.language} after validation`);
  }
  return {
    location: location.name,
    location_code: location.location_code,
    language: language.name,
    language_code: language.language_code,
  };
}

/** "United States, English": a market as summaries name it. */
export function marketLabel(m: ResolvedMarket): string {
  return `${m.location}, ${m.language}`;
}
