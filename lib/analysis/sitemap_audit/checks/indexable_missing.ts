/** Indexable pages with search demand that the sitemap leaves out. */
import type { Check } from "./types.ts";
import { agree, examples, urls } from "./types.ts";

export const indexableMissing: Check = {
  id: "indexable_urls_missing",
  severity: "medium",
  method:
    "crawled URLs answering 200, indexable, self-canonical and with clicks or impressions, not in the sitemap",
  needs: (f) =>
    f.crawl.size === 0
      ? "needs crawl_urls"
      : f.notFetched.length > 0
      ? "some child sitemaps were not read (raise max_sitemap_children)"
      : null,
  assess(f) {
    const missing = [...f.crawl.entries()].filter(([key, c]) =>
      !f.inSitemap.has(key) && (c.status_code ?? 200) === 200 && c.indexable !== false &&
      (c.canonical_url === undefined || c.canonical_url === c.url) &&
      ((c.clicks ?? 0) > 0 || (c.impressions ?? 0) > 0)
    );
    if (missing.length === 0) return null;
    return {
      title: `${urls(missing.length)} with search traffic ${
        agree(missing.length, "is", "are")
      } not in the sitemap`,
      count: missing.length,
      examples: examples(missing.map(([, c]) => c.url)),
      why:
        "Pages that already earn clicks or impressions should be listed so changes are recrawled quickly.",
      fix: "Add them, or decide they should not be indexed and mark them noindex.",
    };
  },
};
