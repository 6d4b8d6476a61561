/** A sitemap may list only URLs of its own host (unless cross-submitted in Search Console). */
import { keyHost } from "../facts.ts";
import type { Check } from "./types.ts";
import { examples, urls } from "./types.ts";

export const otherHost: Check = {
  id: "other_host_urls",
  severity: "high",
  method: "URLs on another host than the site's (target, else the sitemap's own host)",
  assess(f) {
    if (!f.host) return null;
    const bad = f.entries.filter((e) => e.key !== null && keyHost(e.key) !== f.host);
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} on another host than ${f.host}`,
      count: bad.length,
      examples: examples(bad.map((e) => e.loc)),
      why:
        "Search engines ignore sitemap URLs of another host unless ownership of both is verified.",
      fix: `List only ${f.host} URLs here; give each host its own sitemap.`,
    };
  },
};
