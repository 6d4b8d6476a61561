/** URL and domain normalisation for comparing results. */
import { domainToUnicode } from "node:url";

/** A normalised URL: `key` compares equal for the same page, `domain` is ASCII without www. */
export interface NormalisedUrl {
  key: string;
  domain: string;
  parsed: boolean;
}

/**
 * Normalises a result URL for comparison: scheme, `www.`, fragment and trailing slash are
 * ignored, the host is lowercased (and punycoded), the path and query keep their case.
 * A URL without scheme (`example.com/a`) is read as https; text that is no URL at all is
 * compared lowercased.
 */
export function normaliseUrl(raw: string): NormalisedUrl {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : `https://${text.replace(/^\/\//, "")}`;
  try {
    const url = new URL(withScheme);
    if (!url.hostname) throw new TypeError("no host");
    const host = stripWww(url.hostname.toLowerCase().replace(/\.$/, ""));
    const port = url.port ? `:${url.port}` : "";
    const path = url.pathname.replace(/\/+$/, "").replace(
      /%[0-9a-f]{2}/gi,
      (hex) => hex.toUpperCase(),
    );
    return { key: `${host}${port}${path}${url.search}`, domain: host, parsed: true };
  } catch {
    const key = text.toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/#.*$/, "")
      .replace(/^www\./, "").replace(/\/+$/, "");
    return { key, domain: key.split(/[/?#]/)[0], parsed: false };
  }
}

/** Normalises a domain or URL to its ASCII host without `www.` (`WWW.Bücher.de` -> `xn--bcher-kva.de`). */
export function normaliseDomain(raw: string): string {
  return normaliseUrl(raw.trim().replace(/^\*\./, "")).domain;
}

export function stripWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** The readable (unicode) form of an ASCII domain. */
export function displayDomain(ascii: string): string {
  if (!ascii.includes("xn--")) return ascii;
  const unicode = domainToUnicode(ascii);
  return unicode === "" ? ascii : unicode;
}

export function sameSite(domain: string, tracked: string): boolean {
  return domain === tracked || domain.endsWith(`.${tracked}`);
}

/** An absolute http(s) URL for a follow-up request, or null when the text cannot be one. */
export function fetchableResultUrl(raw: string | null): string | null {
  if (!raw) return null;
  const text = /^https?:\/\//i.test(raw)
    ? raw
    : /^[a-z][a-z0-9+.-]*:/i.test(raw)
    ? null
    : `https://${raw.replace(/^\/\//, "")}`;
  if (!text || text.length > 2048) return null;
  try {
    const url = new URL(text);
    return url.hostname.includes(".") ? text : null;
  } catch {
    return null;
  }
}
