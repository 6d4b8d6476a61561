/** Test helpers: facts from inline XML and request extras, and a fetcher serving fixed files. */
import { ApiError } from "../../errors.ts";
import { siteSitemapAudit } from "../../operations/site_sitemap_audit.ts";
import type { WebFetcher } from "../../web/fetcher.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { SitemapAuditInput } from "./input.ts";
import { loadSitemaps } from "./load.ts";

export const NOW = new Date("2026-11-25T12:00:00Z");
export const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A urlset of these <url> bodies (each a string of child elements, or a bare loc). */
export function urlset(entries: string[]): string {
  const urls = entries.map((e) =>
    e.startsWith("<") ? `<url>${e}</url>` : `<url><loc>${e}</loc></url>`
  );
  return `<?xml version="1.0" encoding="UTF-8"?><urlset ${NS}>${urls.join("")}</urlset>`;
}

/** The request parsed as the route does. */
export function request(body: Record<string, unknown>): SitemapAuditInput {
  return siteSitemapAudit.input.parse(body) as SitemapAuditInput;
}

/** The facts of an inline sitemap and request extras. */
export async function factsFor(xml: string, extra: Record<string, unknown> = {}): Promise<Facts> {
  const input = request({ sitemap_xml: xml, ...extra });
  const loaded = await loadSitemaps(input, { web: serve({}), progress: () => Promise.resolve() });
  return factsOf(loaded, input, NOW);
}

/** A fetcher answering from a map of URL -> [status, body, content type]; others 404. */
export function serve(files: Record<string, [number, string | Uint8Array, string?]>): WebFetcher {
  return {
    get(url, field) {
      if (!url.startsWith("https://")) {
        return Promise.reject(new ApiError("INVALID_PARAMETERS", `${field} ${url} refused`));
      }
      const [status, body, type] = files[url] ?? [404, "not found", "text/html"];
      const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
      return Promise.resolve({
        url,
        status,
        headers: new Headers({ "content-type": type ?? "application/xml" }),
        body: bytes,
        redirects: [],
      });
    },
  };
}
