/** Request fields shared by many operations, declared once with their bounds and defaults. */
import { z } from "zod";

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

/** Location name, ISO code or geo target name. */
export const location = (fallback = "United States") =>
  z.string().trim().min(1).max(100).default(fallback)
    .describe("Search location: country name or ISO code; `location_code` wins when both are given.");

/** Google geo target code, e.g. 2840 for the United States. */
export const locationCode = z.number().int().min(1).max(99_999_999)
  .describe("Integer search-location code (Google geo target id, e.g. 2840); wins over `location`.");

/** Language code or name. */
export const language = z.string().trim().min(2).max(40).default("en")
  .describe("Language ISO code or name.");

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
