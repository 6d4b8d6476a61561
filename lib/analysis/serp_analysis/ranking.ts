/**
 * What ranks: each organic result of the first page typed by `classifyResult` (its title, URL,
 * breadcrumb and snippet, in the context of the SERP: a local pack makes a business homepage a
 * local business page), the share of each type, and the dominant one (most results; a tie goes
 * to the type ranking best). Google's result page is its own reading of the query: the page
 * types it ranks are the format the query rewards (Search Central, "Creating helpful content":
 * match what searchers expect; the documented practice of reading the SERP before briefing).
 */
import type { Serp } from "../../providers/serp_types.ts";
import { organicItems } from "../search/serp_read.ts";
import { classifyResult, type ResultType } from "../understanding/result_type.ts";
import type { OrganicResult, Ranking } from "./result.ts";

/** The first page: the results a searcher compares. */
export const FIRST_PAGE = 10;

/** Each first-page result typed, the shares and the dominant type. */
export function rankingOf(
  serp: Serp | null,
  organic: readonly OrganicResult[],
  context: { local: boolean; keyword: string },
): Omit<Ranking, "page_to_build"> {
  const items = organicItems(serp);
  const results = organic.slice(0, FIRST_PAGE).map((r) => {
    const item = items.find((i) => i.url === r.url);
    const reading = classifyResult({
      url: r.url,
      domain: r.domain,
      title: r.title,
      breadcrumb: item?.breadcrumb ?? null,
      snippet: item?.description ?? null,
    }, context);
    return {
      position: r.position,
      url: r.url,
      domain: r.domain,
      is_target: r.is_target,
      type: reading.type,
      signals: reading.signals,
      confidence: reading.confidence,
    };
  });
  const types = sharesOf(results);
  return {
    results,
    types,
    dominant: types[0] ? { ...types[0], clear: types[0].share >= 0.5 } : null,
  };
}

/** How many results of each type rank, most first (ties: the type ranking best). */
function sharesOf(results: readonly { type: ResultType; url: string; position: number }[]) {
  const order: ResultType[] = [];
  for (const r of results) if (!order.includes(r.type)) order.push(r.type);
  const shares = order.map((type) => {
    const urls = results.filter((r) => r.type === type).map((r) => r.url);
    return { type, urls, support: urls.length, share: ratio(urls.length, results.length) };
  });
  // A stable sort: equal counts keep the order of the best-ranked result of each type.
  return shares.sort((a, b) => b.support - a.support);
}

/** The results of some types, best ranked first. */
export function ofTypes(
  ranking: Pick<Ranking, "results">,
  types: readonly ResultType[],
): Ranking["results"] {
  return ranking.results.filter((r) => types.includes(r.type));
}

export function ratio(n: number, of: number): number {
  return of > 0 ? Math.round((n / of) * 100) / 100 : 0;
}
