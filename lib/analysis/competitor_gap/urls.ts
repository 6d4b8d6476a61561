/** URL and domain parts used to tell competitors, the owner and duplicate pages apart. */
import { urlHost } from "../../toolkit/urls.ts";

/** Host (no www.) and lowercased path without trailing slash, with one URL parse. */
export function urlParts(url: string): { host: string; path: string } {
  try {
    const u = new URL(url.trim(), "https://placeholder.invalid");
    const host = u.hostname === "placeholder.invalid"
      ? ""
      : u.hostname.replace(/^www\./, "").toLowerCase();
    return { host, path: (u.pathname.replace(/\/+$/, "") || "/").toLowerCase() };
  } catch {
    return { host: "", path: url.toLowerCase() };
  }
}

/** Host without www of a domain or URL; for text that is no URL, its lowercased first part. */
export function domainHostOf(value: string): string {
  const text = value.trim();
  const host = urlHost(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  return host || text.toLowerCase().replace(/[/?#].*$/, "");
}

/** The duplicate-detection key of a page URL: host (or the competitor's) + lowercased path. */
export function pageKey(parts: { host: string; path: string }, fallbackHost: string): string {
  return `${parts.host || fallbackHost}${parts.path}`;
}
