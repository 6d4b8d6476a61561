/** Listed URLs must answer 200: redirects, errors and gone pages do not belong in a sitemap. */
import type { Check } from "./types.ts";
import { agree, examples, urls } from "./types.ts";

export const crawlStatus: Check = {
  id: "non_200_in_sitemap",
  severity: "high",
  method: "sitemap URLs whose crawl status_code is not 200 (redirects, 4xx, 5xx)",
  needs: (f) => f.crawl.size === 0 ? "needs crawl_urls" : null,
  assess(f) {
    const bad = f.entries.filter((e) => {
      const c = e.key ? f.crawl.get(e.key) : undefined;
      return c?.status_code !== undefined && c.status_code !== 200;
    });
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} in the sitemap ${agree(bad.length, "does", "do")} not answer 200`,
      count: bad.length,
      examples: examples(bad.map((e) => `${e.loc}: ${f.crawl.get(e.key!)!.status_code}`)),
      why:
        "Redirects and error pages in a sitemap waste crawl and make search engines trust it less.",
      fix:
        "List only the final 200 URLs: replace redirected URLs by their targets, drop gone ones.",
    };
  },
};
