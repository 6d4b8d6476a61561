/** The protocol allows 50,000 URLs a file; the rest is ignored. */
import { SITEMAP_LIMITS } from "../../../web/sitemap/limits.ts";
import type { Check } from "./types.ts";
import { sitemapFiles } from "./types.ts";

export const overLimit: Check = {
  id: "over_url_limit",
  severity: "high",
  method: "a sitemap file listing more than 50,000 URLs or child sitemaps",
  assess(f) {
    const bad = f.files.filter((x) => x.parsed.total > SITEMAP_LIMITS.maxUrls);
    if (bad.length === 0) return null;
    return {
      title: `${sitemapFiles(bad.length)} over the 50,000-entry limit`,
      count: bad.length,
      examples: bad.map((x) => `${x.url ?? "sitemap_xml"}: ${x.parsed.total} entries`),
      why: "Entries past 50,000 are ignored, or the whole file is rejected.",
      fix: "Split the file into sitemaps of at most 50,000 URLs and list them in a sitemap index.",
    };
  },
};
