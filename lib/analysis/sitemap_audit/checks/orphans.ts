/** Sitemap URLs no page links to: found only through the sitemap. */
import type { Check } from "./types.ts";
import { agree, examples, urls } from "./types.ts";

export const orphans: Check = {
  id: "orphan_urls",
  severity: "medium",
  method:
    "sitemap URLs with no inbound internal link (from internal_links, else crawl inbound_internal_links)",
  needs: (f) => f.inbound === null ? "needs internal_links or crawl inbound_internal_links" : null,
  assess(f) {
    // Crawl inbound counts cover only the URLs the crawl saw; the rest are unknown, not orphans.
    const crawled = [...f.crawl.values()].some((c) => c.inbound_internal_links !== undefined);
    // Only live, indexable URLs: a redirect, an error or a noindex page has its own finding.
    const live = (key: string) => {
      const c = f.crawl.get(key);
      return !c || ((c.status_code ?? 200) === 200 && c.indexable !== false);
    };
    const bad = f.entries.filter((e) =>
      e.key !== null && live(e.key) &&
      (crawled ? f.inbound?.get(e.key) === 0 : (f.inbound?.get(e.key) ?? 0) === 0)
    );
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} in the sitemap ${
        agree(bad.length, "has", "have")
      } no internal link`,
      count: bad.length,
      examples: examples(bad.map((e) => e.loc)),
      why: "Orphan pages get no internal authority and rank poorly even when indexed.",
      fix:
        "Link to them from related pages, hubs or navigation (a sitemap helps discovery but does not replace internal links), or drop them if they are obsolete.",
    };
  },
};
