/** URLs and hosts shared by the analyses: paths, hosts, origins and follow-up URLs. */

/** A URL's path without trailing slash, lowercased; tolerant of relative paths and bare hosts. */
export function urlPath(url: string): string {
  try {
    const u = new URL(url, "https://placeholder.invalid");
    return (u.pathname.replace(/\/+$/, "") || "/").toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

/** A URL's host without `www.`, or "" for a relative URL. */
export function urlHost(url: string): string {
  try {
    const u = new URL(url);
    return u.hostname.replace(/^www\./, "").toLowerCase();
  } catch {
    return "";
  }
}

/** `https://host` of a domain or URL target, or null. */
export function siteOrigin(target: string): string | null {
  const text = /^https?:\/\//i.test(target) ? target : `https://${target}`;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) URL for a follow-up request: site-relative paths join `origin`, bare
 * hosts get `https://`; anything else (other schemes, whitespace, dotless hosts) is null.
 */
export function absoluteUrl(raw: string, origin: string | null): string | null {
  const text = raw.trim();
  let candidate: string | null;
  if (/^https?:\/\//i.test(text)) candidate = text;
  else if (text.startsWith("/") && !text.startsWith("//")) {
    candidate = origin ? `${origin}${text}` : null;
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(text)) candidate = null;
  else candidate = `https://${text.replace(/^\/\//, "")}`;
  if (!candidate || candidate.length > 2048 || /\s/.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.hostname.includes(".") && !url.hostname.endsWith(".") ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * The lowercased hostname of an absolute URL (no port; an IDN in its punycode form), without
 * `www.` unless `keepWww`; null when `url` does not parse. `urlHost` is `hostOf(url) ?? ""`
 * for http(s) URLs.
 */
export function hostOf(url: string, options: { keepWww?: boolean } = {}): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return options.keepWww ? host : host.replace(/^www\./, "");
  } catch {
    return null;
  }
}
