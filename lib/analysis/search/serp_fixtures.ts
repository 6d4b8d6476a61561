/** Hand-built result pages for the `/search` and `/analyze/serp` tests (test support only). */
import type { Serp, SerpItem } from "../../providers/serp_types.ts";

/** One page element; `rank_absolute` is its place on the page. */
export function item(
  type: string,
  rank_absolute: number,
  fields: Partial<SerpItem> = {},
): SerpItem {
  return {
    type,
    rank_group: rank_absolute,
    rank_absolute,
    title: null,
    url: null,
    domain: null,
    description: null,
    ...fields,
  };
}

/** An organic result at organic rank `rank` and page place `at`, on `host`. */
export function organic(rank: number, at: number, host: string, path = `/page-${rank}`): SerpItem {
  return item("organic", at, {
    rank_group: rank,
    title: `Result ${rank} on ${host}`,
    url: `https://${host}${path}`,
    domain: host,
    description: `Snippet ${rank} of ${host}.`,
  });
}

/** `n` organic results from page place `from`, on `result-<i>.com`. */
export function organicRun(n: number, from: number, firstRank = 1): SerpItem[] {
  return Array.from(
    { length: n },
    (_, i) => organic(firstRank + i, from + i, `result-${firstRank + i}.com`),
  );
}

/** A result page of these items; `item_types` from them unless given. */
export function serpOf(keyword: string, items: SerpItem[], itemTypes?: string[]): Serp {
  return {
    keyword,
    datetime: "2026-11-22 09:30:00 +00:00",
    check_url: `https://www.google.com/search?q=${encodeURIComponent(keyword)}`,
    item_types: itemTypes ?? [...new Set(items.map((i) => i.type))],
    se_results_count: 1_250_000,
    items,
  };
}
