/** A urlset or index needs the sitemaps.org namespace; strict parsers reject others. */
import type { Check } from "./types.ts";
import { sitemapFiles } from "./types.ts";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export const namespace: Check = {
  id: "wrong_namespace",
  severity: "medium",
  method: `a urlset or sitemapindex whose xmlns is not ${SITEMAP_NS}`,
  assess(f) {
    const bad = f.files.filter((x) =>
      (x.parsed.kind === "urlset" || x.parsed.kind === "sitemapindex") &&
      x.parsed.namespace?.replace(/\/$/, "") !== SITEMAP_NS
    );
    if (bad.length === 0) return null;
    return {
      title: `${sitemapFiles(bad.length)} without the sitemaps.org namespace`,
      count: bad.length,
      examples: bad.map((x) => `${x.url ?? "sitemap_xml"}: ${x.parsed.namespace ?? "no xmlns"}`),
      why: "Strict sitemap parsers reject a file with a missing or misspelt namespace.",
      fix: `Declare xmlns="${SITEMAP_NS}" on the root element.`,
    };
  },
};
