/** The sitemap itself must answer 200 and be readable, or nothing in it is used. */
import type { Check } from "./types.ts";
import { sitemapFiles } from "./types.ts";

export const unreachable: Check = {
  id: "sitemap_unreadable",
  severity: "high",
  method:
    "a sitemap file that does not answer 200, or cannot be read (DTD, over 50 MiB, corrupt gzip)",
  assess(f) {
    const bad = f.files.filter((x) => x.error !== null);
    if (bad.length === 0) return null;
    return {
      title: `${sitemapFiles(bad.length)} could not be read`,
      count: bad.length,
      examples: bad.map((x) => `${x.url ?? "sitemap_xml"}: ${x.error}`).slice(0, 10),
      why: "Search engines drop a sitemap they cannot fetch or parse, and every URL in it with it.",
      fix:
        "Serve each sitemap with status 200 as plain XML (or gzip) under 50 MiB, without a DOCTYPE.",
    };
  },
};
