/** The method text: the checks as each states itself, for `?explain=true`. */
import { CHECKS } from "./checks/mod.ts";

/** How the audit reads sitemaps and decides. */
export function methodOf(): Record<string, unknown> {
  return {
    reading:
      "the sitemap (inline sitemap_xml, or fetched from sitemap_url: SSRF-guarded, 10 s, 5 redirects) is read in one streaming pass; gzip is inflated within 50 MiB; a DOCTYPE is refused; for an index, the first max_sitemap_children child sitemaps are fetched and read the same way",
    url_comparison:
      "URLs are compared with scheme and path kept, host lower-cased, fragment and trailing slash dropped",
    checks: Object.fromEntries(CHECKS.map((c) => [c.id, `${c.severity}: ${c.method}`])),
  };
}
