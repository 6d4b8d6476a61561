/** A urlset that lists nothing tells search engines nothing. */
import type { Check } from "./types.ts";
import { agree, sitemapFiles } from "./types.ts";

export const empty: Check = {
  id: "empty_sitemap",
  severity: "high",
  method: "a readable sitemap (not an index) that lists no URL",
  assess(f) {
    const bad = f.files.filter((x) =>
      x.error === null && x.parsed.kind !== "sitemapindex" && x.parsed.urls.length === 0
    );
    if (bad.length === 0) return null;
    return {
      title: `${sitemapFiles(bad.length)} ${agree(bad.length, "lists", "list")} no URL`,
      count: bad.length,
      examples: bad.map((x) => x.url ?? "sitemap_xml"),
      why:
        "An empty sitemap usually means the generator broke: new pages are then found only by crawling.",
      fix:
        "Regenerate the sitemap from the site's indexable pages and check the generator's filters.",
    };
  },
};
