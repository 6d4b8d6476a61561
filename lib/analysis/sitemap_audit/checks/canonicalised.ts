/** A URL whose canonical points elsewhere is not the page to list. */
import { urlKey } from "../facts.ts";
import type { Check } from "./types.ts";
import { agree, examples, urls } from "./types.ts";

export const canonicalised: Check = {
  id: "canonicalised_in_sitemap",
  severity: "high",
  method: "sitemap URLs whose crawl canonical_url is another URL",
  needs: (f) => f.crawl.size === 0 ? "needs crawl_urls" : null,
  assess(f) {
    const bad = f.entries.filter((e) => {
      const canonical = e.key ? f.crawl.get(e.key)?.canonical_url : undefined;
      return canonical !== undefined && urlKey(canonical) !== e.key;
    });
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} in the sitemap ${
        agree(bad.length, "is", "are")
      } canonicalised to another URL`,
      count: bad.length,
      examples: examples(bad.map((e) => `${e.loc} -> ${f.crawl.get(e.key!)!.canonical_url}`)),
      why:
        "Listing a non-canonical URL contradicts its canonical tag: search engines may pick the wrong page.",
      fix: "List the canonical URL instead.",
    };
  },
};
