import { z } from "zod";
import { auditSitemap, SitemapAuditResultSchema } from "../analysis/sitemap_audit/mod.ts";
import { defineOperation } from "./define.ts";
import { count, document, httpUrl, intRange, itemUrl, ownerTarget } from "./shared.ts";

/** One crawled URL with what the crawler and Search Console saw. */
const crawlUrl = z.object({
  url: itemUrl,
  status_code: intRange(100, 599).optional().describe("HTTP status the crawler got."),
  indexable: z.boolean().optional(),
  canonical_url: itemUrl.optional().describe("The canonical URL the page declares."),
  inbound_internal_links: count.optional(),
  clicks: count.optional(),
  impressions: count.optional(),
});

/** One internal link found by a crawl. */
const internalLink = z.object({
  source_url: itemUrl,
  target_url: itemUrl,
  anchor: z.string().trim().max(500).optional().describe("Anchor text; empty for image links."),
});

/** The `/site/sitemap-audit` request; the analysis takes its parsed output. */
export const SitemapAuditRequestSchema = z.object({
  sitemap_url: httpUrl.optional().describe("URL of the sitemap or sitemap index; fetched live."),
  sitemap_xml: document.optional().describe("The sitemap XML itself."),
  target: ownerTarget,
  important_urls: z.array(itemUrl).max(5000).optional()
    .describe("URLs that must be in the sitemap (up to 5,000)."),
  crawl_urls: z.array(crawlUrl).max(5000).optional()
    .describe("Crawl or Search Console data per URL (up to 5,000)."),
  internal_links: z.array(internalLink).max(20_000).optional()
    .describe("Internal links from a crawl (up to 20,000)."),
  max_sitemap_children: intRange(0, 10).default(3)
    .describe("For a sitemap index: how many child sitemaps to fetch (0-10)."),
});

/** POST /site/sitemap-audit: sitemap defects and coverage against crawl data. */
export const siteSitemapAudit = defineOperation({
  path: "/site/sitemap-audit",
  tag: "content",
  summary: "Audit an XML sitemap and its coverage of the site",
  description:
    "Parses the sitemap (fetched from `sitemap_url` or given as `sitemap_xml`; for an index, up to `max_sitemap_children` child sitemaps are fetched), cross-checks it against the supplied important URLs, crawl data and internal links, and returns findings, severity counts and an implementation checklist.",
  input: SitemapAuditRequestSchema,
  requireOneOf: ["sitemap_url", "sitemap_xml"],
  cost: 2,
  provider: false,
  fetches: true,
  example: {
    sitemap_xml: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      "  <url><loc>https://example.com/</loc><lastmod>2026-11-02</lastmod></url>",
      "  <url><loc>https://example.com/features</loc><lastmod>2026-10-14</lastmod></url>",
      "  <url><loc>https://example.com/old-pricing</loc><lastmod>2025-03-01</lastmod></url>",
      "</urlset>",
    ].join("\n"),
    target: "example.com",
    important_urls: ["https://example.com/pricing", "https://example.com/features"],
    crawl_urls: [
      { url: "https://example.com/pricing", status_code: 200, indexable: true, clicks: 120 },
      {
        url: "https://example.com/old-pricing",
        status_code: 301,
        indexable: false,
        canonical_url: "https://example.com/pricing",
      },
    ],
  },
  output: SitemapAuditResultSchema,
  run: (input, ctx) => auditSitemap(input, ctx),
});
