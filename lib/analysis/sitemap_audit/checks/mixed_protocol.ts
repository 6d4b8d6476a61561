/** http and https versions of a site in one sitemap: one of them redirects. */
import type { Check } from "./types.ts";
import { agree, examples, urls } from "./types.ts";

export const mixedProtocol: Check = {
  id: "mixed_protocol",
  severity: "medium",
  method: "http:// URLs in a sitemap whose other URLs are https:// (or whose own URL is https)",
  assess(f) {
    const keyed = f.entries.filter((e) => e.key !== null);
    const http = keyed.filter((e) => e.key!.startsWith("http:"));
    const httpsSite = f.root.url?.startsWith("https:") ||
      keyed.length - http.length > http.length;
    if (http.length === 0 || !httpsSite) return null;
    return {
      title: `${urls(http.length)} ${agree(http.length, "uses", "use")} http:// on an https site`,
      count: http.length,
      examples: examples(http.map((e) => e.loc)),
      why: "The http versions redirect: sitemaps should list only the final, canonical URLs.",
      fix: "List the https:// URLs.",
    };
  },
};
