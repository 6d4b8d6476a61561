/** A URL marked noindex contradicts its listing in the sitemap. */
import type { Check } from "./types.ts";
import { agree, examples, urls } from "./types.ts";

export const noindex: Check = {
  id: "noindex_in_sitemap",
  severity: "high",
  method: "sitemap URLs the crawl reports as not indexable (noindex, blocked)",
  needs: (f) => f.crawl.size === 0 ? "needs crawl_urls" : null,
  assess(f) {
    const bad = f.entries.filter((e) => e.key && f.crawl.get(e.key)?.indexable === false);
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} in the sitemap ${agree(bad.length, "is", "are")} not indexable`,
      count: bad.length,
      examples: examples(bad.map((e) => e.loc)),
      why:
        "A sitemap asks for indexing; a noindex page in it is a mixed signal (and a Search Console error).",
      fix:
        "Remove non-indexable URLs from the sitemap, or make them indexable if they should rank.",
    };
  },
};
