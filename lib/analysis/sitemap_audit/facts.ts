/** What every check reads, computed once: the entries of all sitemaps read, and the crawl data by URL. */
import type { SitemapUrl } from "../../web/sitemap/parse.ts";
import type { CrawlUrlInput, SitemapAuditInput } from "./input.ts";
import type { Loaded, SitemapFile } from "./load.ts";
import { hostOf } from "../../toolkit/urls.ts";

/** One URL listed in a sitemap. */
export interface Entry {
  loc: string;
  /** The URL's comparison key, or null when it is not an absolute http(s) URL. */
  key: string | null;
  /** The sitemap that lists it (its URL, or "sitemap_xml"). */
  sitemap: string;
  url: SitemapUrl;
}

/** The facts of one audit. */
export interface Facts extends Loaded {
  now: Date;
  files: SitemapFile[];
  entries: Entry[];
  /** The site's host: the target's, else the sitemap URL's, else the most common one listed. */
  host: string | null;
  inSitemap: Set<string>;
  crawl: Map<string, CrawlUrlInput>;
  important: { url: string; key: string }[];
  /** Inbound internal links per URL key, or null when no link data was supplied. */
  inbound: Map<string, number> | null;
}

/** The comparison key of a URL: scheme and path kept, host lower-cased, fragment and trailing slash dropped. */
export function urlKey(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, "") : u.pathname;
  return `${u.protocol}//${u.host.toLowerCase()}${path}${u.search}`;
}

/** The facts of the sitemaps read and the request's crawl data. */
export function factsOf(loaded: Loaded, input: SitemapAuditInput, now: Date): Facts {
  const files = [loaded.root, ...loaded.children];
  const entries = files.flatMap((f) =>
    f.parsed.urls.map((url) => ({
      loc: url.loc,
      key: urlKey(url.loc),
      sitemap: f.url ?? "sitemap_xml",
      url,
    }))
  );
  const crawl = new Map<string, CrawlUrlInput>();
  for (const c of input.crawl_urls ?? []) {
    const key = urlKey(c.url);
    if (key && !crawl.has(key)) crawl.set(key, c);
  }
  const important = (input.important_urls ?? []).flatMap((url) => {
    const key = urlKey(url);
    return key ? [{ url, key }] : [];
  });
  return {
    ...loaded,
    now,
    files,
    entries,
    host: siteHost(input, loaded, entries),
    inSitemap: new Set(entries.flatMap((e) => e.key ? [e.key] : [])),
    crawl,
    important,
    inbound: inboundOf(input),
  };
}

/** A URL, or `https://` and a bare host. */
const assumeHttps = (url: string) => url.includes("://") ? url : `https://${url}`;

function siteHost(input: SitemapAuditInput, loaded: Loaded, entries: Entry[]): string | null {
  if (input.target) return hostOf(assumeHttps(input.target));
  if (loaded.root.url) return hostOf(assumeHttps(loaded.root.url));
  const counts = new Map<string, number>();
  for (const e of entries) {
    const h = e.key ? hostOf(assumeHttps(e.key)) : null;
    if (h) counts.set(h, (counts.get(h) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;
}

/** Inbound internal links per URL: counted from `internal_links` when given, else the crawl's counts. */
function inboundOf(input: SitemapAuditInput): Map<string, number> | null {
  const links = input.internal_links ?? [];
  const crawlCounts = (input.crawl_urls ?? []).filter((c) =>
    c.inbound_internal_links !== undefined
  );
  if (links.length === 0 && crawlCounts.length === 0) return null;
  // A crawl's inbound count covers the whole site; a links list may be a sample. Each URL gets
  // the larger of the two, so a sample never makes a well-linked page an orphan.
  const sampled = new Map<string, number>();
  for (const l of links) {
    const key = urlKey(l.target_url);
    if (key && urlKey(l.source_url) !== key) sampled.set(key, (sampled.get(key) ?? 0) + 1);
  }
  // With crawl counts, a URL the crawl did not see is unknown, not an orphan: only crawled URLs
  // are counted. Links alone (no crawl counts) count every URL they do not point to as unlinked.
  const inbound = crawlCounts.length > 0 ? new Map<string, number>() : new Map(sampled);
  for (const c of crawlCounts) {
    const key = urlKey(c.url);
    if (key) inbound.set(key, Math.max(c.inbound_internal_links!, sampled.get(key) ?? 0));
  }
  return inbound;
}

/** Host of a URL key without `www.`. */
export function keyHost(key: string): string {
  return new URL(key).hostname.replace(/^www\./, "");
}
