/** Hosts and page URLs as comparison keys. */
import { domainToUnicode } from "node:url";

/** ASCII host without `www.` (`key`) and its readable form, or null when the text has none. */
export function siteKeyOf(raw: string): { key: string; display: string } | null {
  const text = raw.trim().replace(/^\*\./, "");
  if (text === "" || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : `https://${text.replace(/^\/\//, "")}`;
  try {
    const url = new URL(withScheme);
    const key = url.hostname.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
    if (!key.includes(".")) return null;
    return { key, display: displayHost(key) };
  } catch {
    return null;
  }
}

/** The readable (Unicode) form of an ASCII host. */
function displayHost(ascii: string): string {
  if (!ascii.includes("xn--")) return ascii;
  const unicode = domainToUnicode(ascii);
  return unicode === "" ? ascii : unicode;
}

/** Comparison key of a page URL: host without www, path without trailing slash, query; no scheme or fragment. */
export function urlKey(raw: string): string {
  try {
    const url = new URL(raw.trim());
    const host = url.hostname.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
    const port = url.port ? `:${url.port}` : "";
    return `${host}${port}${url.pathname.replace(/\/+$/, "")}${url.search}`;
  } catch {
    return raw.trim().toLowerCase();
  }
}

/** Whether a domain is the site or one of its subdomains. */
export function sameSite(domain: string, site: string): boolean {
  return domain === site || domain.endsWith(`.${site}`);
}
