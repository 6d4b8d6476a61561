/** A sitemap served as HTML is usually an error page or a soft 404. */
import type { Check } from "./types.ts";
import { sitemapFiles } from "./types.ts";

const OK = /(xml|text\/plain|gzip|octet-stream|rss|atom)/i;

export const contentType: Check = {
  id: "wrong_content_type",
  severity: "low",
  method: "a fetched sitemap whose Content-Type is not XML, text, gzip or a feed type",
  assess(f) {
    const bad = f.files.filter((x) => x.contentType !== null && !OK.test(x.contentType));
    if (bad.length === 0) return null;
    return {
      title: `${sitemapFiles(bad.length)} served with a non-XML Content-Type`,
      count: bad.length,
      examples: bad.map((x) => `${x.url}: ${x.contentType}`),
      why:
        "An HTML content type often means an error page or a soft 404 is served instead of the sitemap.",
      fix: "Serve sitemaps as application/xml (or text/xml; application/gzip for .xml.gz).",
    };
  },
};
