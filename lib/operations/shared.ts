/** Request fields shared by many operations, declared once with their bounds and defaults. */
import { z } from "zod";
import {
  closeLanguages,
  closeLocations,
  closePlaces,
  findLanguage,
  findLocation,
  findPlace,
  locationByCode,
  placeByCode,
} from "../geo/geo.ts";

/** An absolute http(s) URL. */
export const httpUrl = z.url({ protocol: /^https?$/ })
  .max(2048)
  .describe("Absolute http(s) URL.");

/** Loosely checked http(s) URL or hostname (`example.com`, `https://example.com/page`). */
const hostOrUrl =
  /^([hH][tT][tT][pP][sS]?:\/\/)?[A-Za-z0-9\u00a1-\uffff]([A-Za-z0-9\u00a1-\uffff-]*[A-Za-z0-9\u00a1-\uffff])?(\.[A-Za-z0-9\u00a1-\uffff]([A-Za-z0-9\u00a1-\uffff-]*[A-Za-z0-9\u00a1-\uffff])?)+(:\d{1,5})?([/?#].*)?$/;

/** A domain, subdomain or absolute page URL. */
export const target = z.string().trim().min(1).max(2048)
  .regex(hostOrUrl, "must be a domain (example.com) or an absolute http(s) URL")
  .describe("Domain, subdomain or absolute page URL.");

/** The optional owner's site given as `target` on content, page and SERP requests. */
export const ownerTarget = target.optional()
  .describe("The owner's site (domain or URL), used to tell own results from competitors'.");

/** A bounded free-text string (keyword, title, name). */
export function text(max = 200) {
  return z.string().trim().min(1).max(max);
}

/** A search keyword or phrase. */
export const keyword = text(200).describe("Search keyword or phrase.");

/** A list of keywords with a maximum size. */
export function keywordList(max: number) {
  return z.array(keyword).min(1).max(max);
}

/** A non-negative integer filter such as `min_backlinks`. */
export const count = z.number().int().min(0).max(1_000_000_000);

/** An integer in a closed range. */
export function intRange(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

/** `limit` with the given bounds and default. */
export function limit(min: number, max: number, fallback: number) {
  return intRange(min, max).default(fallback).describe(`Rows to return (${min}-${max}).`);
}

/** `offset` up to 20,000. */
export const offset = intRange(0, 20_000).default(0).describe("Rows to skip (up to 20,000).");

/** Location name, ISO code or geo target id, refused (with close matches) unless it is one. */
export const location = (fallback = "United States") =>
  z.string().trim().min(1).max(100)
    .refine((v) => findLocation(v) !== null, {
      error: (issue) => unknownLocation(String(issue.input), false),
    })
    .default(fallback)
    .describe(
      "Search location: a country's name (United States), ISO code (US) or Google geo target id " +
        "(2840), case-insensitive; see GET /api/v1/locations. Keyword and domain data is " +
        "country-level. `location_code` wins when both are given.",
    );

/** Google geo target code, e.g. 2840 for the United States. */
export const locationCode = z.number().int().min(1).max(99_999_999)
  .refine((v) => locationByCode(v) !== null, {
    error: (issue) => unknownCode(Number(issue.input), false),
  })
  .describe(
    "Integer search-location code (Google geo target id, e.g. 2840); wins over `location`.",
  );

/** A SERP's location: a country as `location` takes, or a city or region DataForSEO's SERP API takes. */
export const serpLocation = (fallback = "United States") =>
  z.string().trim().min(1).max(100)
    .refine((v) => findLocation(v) !== null || findPlace(v) !== null, {
      error: (issue) => unknownLocation(String(issue.input), true),
    })
    .default(fallback)
    .describe(
      "Search location: a country's name (United States), ISO code (US) or Google geo target id " +
        "(2840), or a city or region by DataForSEO's canonical name (\"Denver,Colorado,United " +
        'States", spaces after the commas allowed) or id (1014221), case-insensitive; see GET ' +
        "/api/v1/locations?q=. `location_code` wins when both are given.",
    );

/** A SERP's location code: a country's or a city's or region's Google geo target id. */
export const serpLocationCode = z.number().int().min(1).max(99_999_999)
  .refine((v) => locationByCode(v) !== null || placeByCode(v) !== null, {
    error: (issue) => unknownCode(Number(issue.input), true),
  })
  .describe(
    "Integer search-location code (Google geo target id: 2840 for the United States, 1014221 " +
      "for Denver); wins over `location`.",
  );

/** Why a location code is refused; a city's code on country-level data names its country. */
function unknownCode(code: number, places: boolean): string {
  const place = placeByCode(code);
  if (place && !places) return countryLevel(place.name, place.country_name);
  return `${code} is not the Google geo target id of a ${places ? "location" : "country"} ` +
    "this service knows (2840 is the United States; see GET /api/v1/locations?q=)";
}

/** A city or region sent where the data is country-level. */
function countryLevel(place: string, country: string): string {
  return `${JSON.stringify(place)} is a city or region; this operation's keyword and domain ` +
    `data (DataForSEO Labs) is country-level: use ${JSON.stringify(country)}`;
}

/** Language code or name, refused (with close matches) unless it is one. */
export const language = z.string().trim().min(2).max(40)
  .refine((v) => findLanguage(v) !== null, {
    error: (issue) => unknownLanguage(String(issue.input)),
  })
  .default("en")
  .describe("Language code (en, de, zh-CN) or name (English); see GET /api/v1/languages.");

function unknownLocation(text: string, places: boolean): string {
  const place = findPlace(text);
  if (place && !places) return countryLevel(place.name, place.country_name);
  const near = [...closeLocations(text), ...(places ? closePlaces(text) : [])].slice(0, 5);
  const hint = near.length ? `; close matches: ${near.join(", ")}` : "";
  const kinds = places
    ? "a country name, ISO code or Google geo target id, or a city or region by its canonical name"
    : "a country name, ISO code or Google geo target id";
  return `${JSON.stringify(text)} is not a location this service knows: use ${kinds} ` +
    `(GET /api/v1/locations?q=)${hint}`;
}

function unknownLanguage(text: string): string {
  const near = closeLanguages(text);
  const hint = near.length ? `; close matches: ${near.join(", ")}` : "";
  return `${JSON.stringify(text)} is not a language this service knows: use a language code ` +
    `or name (GET /api/v1/languages)${hint}`;
}

/** Minimum monthly search volume. */
export const minSearchVolume = count.default(0).describe("Minimum monthly search volume.");

/** `desktop` or `mobile`. */
export const device = z.enum(["desktop", "mobile"]).default("desktop");

/** Backlink status filter. */
export const backlinksStatusType = z.enum(["live", "all", "lost"]).default("live")
  .describe("Which backlinks to count: live, all, or lost.");

/** Rank scale of backlink ranks. */
export const rankScale = z.enum(["one_hundred", "one_thousand"]).default("one_hundred")
  .describe("Scale of rank values: 0-100 or 0-1000.");

/** The `scrape_depth` heading level. */
export const scrapeDepth = z.enum(["h1", "h2", "h3"]).default("h3");

/** A calendar date `yyyy-mm-dd`. */
export const isoDate = z.iso.date().describe("Date as yyyy-mm-dd.");

/** Markdown or HTML supplied inline; bounded by the request body limit. */
export const document = z.string().min(1);

/** An array of short strings (topics, names). */
export function stringList(max = 100, itemMax = 200) {
  return z.array(text(itemMax)).max(max);
}

/** A bare hostname: a domain or subdomain without protocol, port or path (`blog.example.com`). */
export const domainName = z.string().trim().min(1).max(253)
  .regex(
    /^[A-Za-z0-9\u00a1-\uffff]([A-Za-z0-9\u00a1-\uffff-]*[A-Za-z0-9\u00a1-\uffff])?(\.[A-Za-z0-9\u00a1-\uffff]([A-Za-z0-9\u00a1-\uffff-]*[A-Za-z0-9\u00a1-\uffff])?)+$/,
    "must be a domain without protocol or path (example.com)",
  )
  .describe("Domain or subdomain without protocol or path.");

/** A page URL inside supplied data (never fetched): absolute URL or site-relative path. */
export const itemUrl = z.string().trim().min(1).max(2048)
  .describe("Page URL as supplied: absolute URL or site-relative path (/pricing); not fetched.");

/** A non-negative measurement such as traffic (fractional estimates allowed). */
export const metric = z.number().min(0).max(1_000_000_000_000);

/** A search position, 1 = top; averaged (fractional) positions allowed. */
export const position = z.number().min(1).max(1000).describe("Search position, 1 = top.");

/**
 * Optional item-object fields that appear in the spec's samples without a description
 * (docs/contract.md#wire-conventions), for spreading into supplied page and keyword items.
 */
export const itemExtras = {
  serp_features: stringList(30, 100).optional()
    .describe("SERP features shown for the item's query (featured_snippet, people_also_ask ...)."),
  domain: text(300).optional().describe("Domain the item belongs to."),
  opportunity_type: text(100).optional()
    .describe("Kind of opportunity, e.g. new_page, refresh, consolidate."),
  buyer_stage: text(100).optional()
    .describe("Funnel stage, e.g. awareness, consideration, decision."),
  estimated_traffic: metric.optional().describe("Estimated monthly organic visits."),
  search_volume: count.optional().describe("Monthly search volume."),
  avg_position: position.optional().describe("Average search position, 1 = top."),
};

/** A keyword: a plain string, or an object carrying its metrics (search_volume ...). */
export const keywordItem = z.union([keyword, z.object({ keyword, ...itemExtras })]);

/** One query a page ranks for: a plain string, or an object with its metrics. */
export const rankingQuery = z.union([
  keyword,
  z.object({
    query: keyword,
    clicks: count.optional(),
    impressions: count.optional(),
    position: position.optional(),
    ...itemExtras,
  }),
]);

/** Queries a supplied page ranks for (up to 500). */
export const rankingQueries = z.array(rankingQuery).max(500)
  .describe("Queries the page ranks for: strings, or objects with `query` and optional metrics.");

/** The owner's brand names, in any spelling: read with the target's own domain label. */
export const brandTerms = z.array(text(80)).max(20).optional()
  .describe(
    "The owner's brand names (e.g. [\"Paws & Plate\"]): brand queries and anchors are told from the rest in any spelling (&/and/+, spacing, accents), with the target's domain label.",
  );
