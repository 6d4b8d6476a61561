/**
 * A sitemap may list only URLs of its own host (unless cross-submitted in Search Console). URLs of
 * a staging, test or preview host mean that host is reachable: Google asks to keep such sites out
 * of Search with authentication, since noindex alone still lets them be crawled and leak (Search
 * Central, *Build and submit a sitemap*; *Block Search indexing with noindex*: password-protect
 * private content).
 */
import { keyHost } from "../facts.ts";
import type { Check } from "./types.ts";
import { examples, urls } from "./types.ts";

/** Hosts of pre-production copies: staging., dev., test., preview., uat., qa. ... */
const STAGING =
  /^(?:[\w-]+\.)?(staging|stage|stg|dev|develop|test|testing|preview|uat|qa|sandbox)[\d-]*\./i;

export const otherHost: Check = {
  id: "other_host_urls",
  severity: "high",
  method: "URLs on another host than the site's (target, else the sitemap's own host)",
  assess(f) {
    if (!f.host) return null;
    const bad = f.entries.filter((e) => e.key !== null && keyHost(e.key) !== f.host);
    if (bad.length === 0) return null;
    const staging = bad.some((e) => STAGING.test(keyHost(e.key!)));
    return {
      title: `${urls(bad.length)} on another host than ${f.host}`,
      count: bad.length,
      examples: examples(bad.map((e) => e.loc)),
      why:
        "Search engines ignore sitemap URLs of another host unless ownership of both is verified.",
      fix: staging
        ? `Remove them from the production sitemap (fix the generator's base URL), and keep the staging host out of search with authentication (HTTP auth or an IP allow-list), not only noindex.`
        : `List only ${f.host} URLs here; give each host its own sitemap.`,
    };
  },
};
