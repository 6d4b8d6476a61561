/**
 * Domain filters of `/search`, applied locally: DataForSEO cannot filter a SERP by domain, and a
 * `site:` operator in the keyword costs five times as much. A domain matches itself and its
 * subdomains (`blog.example.com` is `example.com`; `notexample.com` is not); `www.` is ignored.
 */
import { sameSite, siteKeyOf } from "../opportunity_finder/hosts.ts";
import type { SerpItem } from "../../providers/serp_types.ts";

/** The domain filters of a request, as comparison keys. */
export interface DomainFilter {
  include: string[];
  exclude: string[];
}

/** The filter of a request's `include_domains` / `exclude_domains` (unparseable entries dropped). */
export function domainFilter(include: readonly string[] = [], exclude: readonly string[] = []) {
  const keys = (list: readonly string[]) =>
    list.map((d) => siteKeyOf(d)?.key).filter((k): k is string => k !== undefined);
  return { include: keys(include), exclude: keys(exclude) };
}

/** Whether the filter drops anything at all. */
export function filters(filter: DomainFilter): boolean {
  return filter.include.length > 0 || filter.exclude.length > 0;
}

/** The host of a SERP item (its `domain`, else its URL's), as a comparison key; "" when none. */
export function itemHost(item: Pick<SerpItem, "domain" | "url">): string {
  return siteKeyOf(item.domain ?? item.url ?? "")?.key ?? "";
}

/** Whether `host` is one of `domains` or a subdomain of one. */
export function onAnyDomain(host: string, domains: readonly string[]): boolean {
  return host !== "" && domains.some((d) => sameSite(host, d));
}

/** Whether an item passes: on an included domain (when any are given) and on no excluded one. */
export function passes(host: string, filter: DomainFilter): boolean {
  if (filter.include.length > 0 && !onAnyDomain(host, filter.include)) return false;
  return !onAnyDomain(host, filter.exclude);
}
