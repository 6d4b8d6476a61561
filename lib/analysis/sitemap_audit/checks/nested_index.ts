/** A sitemap index may list sitemaps, not other indexes. */
import type { Check } from "./types.ts";
import { plural } from "./types.ts";

export const nestedIndex: Check = {
  id: "nested_index",
  severity: "medium",
  method: "a child of a sitemap index that is itself a sitemap index",
  assess(f) {
    const bad = f.children.filter((x) => x.parsed.kind === "sitemapindex");
    if (bad.length === 0) return null;
    return {
      title: `${plural(bad.length, "sitemap index", "sitemap indexes")} nested inside the index`,
      count: bad.length,
      examples: bad.map((x) => x.url ?? ""),
      why: "Nested indexes are not part of the protocol: the URLs below them may never be read.",
      fix: "List the child sitemaps directly in one index.",
    };
  },
};
