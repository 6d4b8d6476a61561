/** The sitemaps.org protocol's limits and ours, in one table. */
export const SITEMAP_LIMITS = {
  /** Most URLs (or child sitemaps) one sitemap file may list. */
  maxUrls: 50_000,
  /** Most bytes one sitemap may have once uncompressed (50 MiB). */
  maxBytes: 50 * 1024 * 1024,
  /** Most entries kept in memory per file; the rest are counted. */
  maxEntriesKept: 50_000,
} as const;
