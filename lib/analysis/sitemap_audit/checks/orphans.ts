/** Sitemap URLs no page links to: found only through the sitemap. */
import type { Check } from "./types.ts";
import { examples, urls } from "./types.ts";

export const orphans: Check = {
  id: "orphan_urls",
  severity: "medium",
  method:
    "sitemap URLs with no inbound internal link (from internal_links, else crawl inbound_internal_links)",
  needs: (f) => f.inbound === null ? "needs internal_links or crawl inbound_internal_links" : null,
  assess(f) {
    const bad = f.entries.filter((e) => e.key !== null && (f.inbound?.get(e.key) ?? 0) === 0);
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} in the sitemap have no internal link`,
      count: bad.length,
      examples: examples(bad.map((e) => e.loc)),
      why: "Orphan pages get no internal authority and rank poorly even when indexed.",
      fix:
        "Link to them from related pages, hubs or navigation, or drop them if they are obsolete.",
    };
  },
};
