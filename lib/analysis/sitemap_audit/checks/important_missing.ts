/** Pages that matter must be in the sitemap. */
import type { Check } from "./types.ts";
import { agree, examples, urls } from "./types.ts";

export const importantMissing: Check = {
  id: "important_urls_missing",
  severity: "high",
  method: "important_urls not listed in any sitemap read (trailing slash and host case ignored)",
  needs: (f) =>
    f.important.length === 0
      ? "needs important_urls"
      : f.notFetched.length > 0
      ? "some child sitemaps were not read (raise max_sitemap_children)"
      : null,
  assess(f) {
    const missing = f.important.filter((i) => !f.inSitemap.has(i.key));
    if (missing.length === 0) return null;
    return {
      title: `${urls(missing.length)} of the ${f.important.length} important URLs ${
        agree(missing.length, "is", "are")
      } missing`,
      count: missing.length,
      examples: examples(missing.map((i) => i.url)),
      why: "Important pages left out are found only through links, later and less reliably.",
      fix: "Add them to the sitemap (and check why the generator left them out).",
    };
  },
};
