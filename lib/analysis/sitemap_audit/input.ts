/** What the sitemap audit receives. */
import type { z } from "zod";
import type { SitemapAuditRequestSchema } from "../../operations/site_sitemap_audit.ts";

/** The parsed `/site/sitemap-audit` request (defaults applied by its schema). */
export type SitemapAuditInput = z.output<typeof SitemapAuditRequestSchema>;

/** One crawled URL as supplied. */
export type CrawlUrlInput = NonNullable<SitemapAuditInput["crawl_urls"]>[number];
