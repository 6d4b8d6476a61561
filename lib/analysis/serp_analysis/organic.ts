/** The organic results of a page and where the target ranks among them (subdomains included). */
import type { Serp } from "../../providers/serp_types.ts";
import { itemHost, onAnyDomain } from "../search/domains.ts";
import { organicItems } from "../search/serp_read.ts";
import { siteKeyOf, urlKey } from "../opportunity_finder/hosts.ts";
import type { OrganicResult, SerpFeature, TargetRanking } from "./result.ts";

/** The organic results read, best first, marked when they are the target's. */
export function organicResults(serp: Serp | null, target: string | null): OrganicResult[] {
  return organicItems(serp).map((item) => {
    const domain = itemHost(item);
    return {
      position: Math.max(1, item.rank_group),
      rank_absolute: Math.max(1, item.rank_absolute),
      title: item.title,
      url: item.url,
      domain,
      is_target: target !== null && onAnyDomain(domain, [target]),
    };
  });
}

/** The target's host key (`https://www.shop.example.com/x` -> `shop.example.com`), or null. */
export function targetHost(target: string | undefined): string | null {
  return target ? siteKeyOf(target)?.key ?? null : null;
}

/** Whether the target names a page (a URL with a path) rather than a whole site. */
function isPageTarget(target: string): boolean {
  return /^https?:\/\//i.test(target) && !/^https?:\/\/[^/?#]+\/?$/i.test(target);
}

/** Where the target ranks among the organic results read, and the features it appears in. */
export function targetRanking(
  target: string | undefined,
  organic: readonly OrganicResult[],
  features: readonly SerpFeature[],
): TargetRanking | null {
  const host = targetHost(target);
  if (!target || host === null) return null;
  const own = organic.filter((r) => r.is_target);
  const best = own[0] ?? null;
  const page = isPageTarget(target);
  return {
    target,
    domain: host,
    found: best !== null,
    position: best?.position ?? null,
    url: best?.url ?? null,
    same_page: page && best ? own.some((r) => urlKey(r.url) === urlKey(target)) : null,
    organic_results: own.length,
    in_features: features.filter((f) => f.holds_target).map((f) => f.type),
    results_read: organic.length,
  };
}
