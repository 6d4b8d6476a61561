/**
 * The domain-level disavow lines of a link pattern, in the format Google's "Disavow links to
 * your site" page documents: one `domain:` line per domain (it also covers that domain's
 * subdomains), `#` comments, UTF-8 text. Only the pattern's domains are listed, never the whole
 * profile, and Google asks for the disavow only when the links cannot be removed.
 *
 * The host is kept as the data names it (minus `www.`), never widened to its registrable
 * domain: `spam-blog.blogspot.com` must not disavow every Blogger site.
 */

/** A host as the disavow file takes it: lower case, no scheme, path, port or `www.`. */
export function disavowHost(domainOrUrl: string): string | null {
  const host = domainOrUrl.trim().toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#:].*$/, "")
    .replace(/^www\./, "")
    .replace(/\.$/, "");
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(host) ? host : null;
}

/** The disavow file text for a pattern's domains, with a comment saying which pattern. */
export function disavowLines(domains: readonly string[], pattern: string): string {
  const hosts = [...new Set(domains.map(disavowHost).filter((h): h is string => h !== null))];
  if (hosts.length === 0) return "";
  return [`# ${pattern.replace(/\s+/g, " ").trim()}`, ...hosts.map((h) => `domain:${h}`)].join(
    "\n",
  );
}
