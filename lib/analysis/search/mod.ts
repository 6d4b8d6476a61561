/**
 * /search: one Google result page from the provider, filtered by domain locally, returned as
 * citable evidence (rank, title, URL, snippet) with what an agent needs to budget and follow it.
 * Pure: the SERP answer and `now` come in as arguments.
 */
import { agentSupport } from "../../agent/support.ts";
import type { ProviderName } from "../../providers/provider.ts";
import type { Serp } from "../../providers/serp_types.ts";
import { type DomainFilter, domainFilter, filters, itemHost, passes } from "./domains.ts";
import type { SearchResult, SearchResultItem } from "./result.ts";
import { fetchedAt, type OrganicItem, organicItems } from "./serp_read.ts";
import { searchNextCalls, searchWorkflow } from "./workflow.ts";

export { SearchResultSchema } from "./result.ts";
export type { SearchResult } from "./result.ts";

/** The `/search` request as the analysis reads it (location and language resolved). */
export interface SearchRequest {
  query: string;
  limit: number;
  include_domains?: string[];
  exclude_domains?: string[];
  /** The resolved location's name, carried on to follow-up calls. */
  location: string;
  /** The resolved language code. */
  language: string;
}

/** The provider's answer the analysis reads. */
export interface SearchAnswer {
  serp: Serp | null;
  provider: ProviderName;
}

/** The most results one SERP call reads (DataForSEO bills per started 10). */
export const MAX_DEPTH = 100;

/**
 * How many results to ask the provider for: `limit` rounded up to a page of 10; with
 * `exclude_domains`, twice that (excluded sites rarely hold more than half the page); with
 * `include_domains`, the whole top 100 (an included site can rank anywhere).
 */
export function searchDepth(limit: number, filter: DomainFilter): number {
  const pages = (n: number) => Math.min(MAX_DEPTH, Math.ceil(n / 10) * 10);
  if (filter.include.length > 0) return MAX_DEPTH;
  if (filter.exclude.length > 0) return pages(limit * 2);
  return pages(limit);
}

/** The `/search` result of one SERP answer. */
export function searchResults(req: SearchRequest, answer: SearchAnswer, now: Date): SearchResult {
  const serp = answer.serp;
  const organic = organicItems(serp);
  const filter = domainFilter(req.include_domains, req.exclude_domains);
  const kept = organic.map(toResult).filter((r) => passes(r.domain, filter));
  const results = kept.slice(0, req.limit);
  const truncated = kept.length > results.length;
  const calls = searchNextCalls(req, results);
  const result = {
    query: req.query,
    data_source: answer.provider,
    found: serp !== null,
    check_url: serp?.check_url ?? null,
    total_results: serp ? Math.max(0, Math.round(serp.se_results_count)) : null,
    organic_read: organic.length,
    filtered_out: organic.length - kept.length,
    results,
    serp_features: featureTypes(serp),
    agent_support: agentSupport({
      content: results.map(resultText).join("\n\n"),
      citations: results.map((r) => ({ url: r.url, title: r.title })),
      fetchedAt: fetchedAt(serp, now),
      truncated,
      nextCalls: calls,
    }),
  };
  return { ...result, ...searchWorkflow(result, { filtered: filters(filter), calls }) };
}

/** An organic item as a result: Google's organic rank, host without `www.`. */
function toResult(item: OrganicItem): SearchResultItem {
  return {
    position: Math.max(1, item.rank_group),
    title: item.title,
    url: item.url,
    domain: itemHost(item),
    snippet: item.description,
  };
}

/** The feature types on the page besides organic results, in the provider's order, once each. */
function featureTypes(serp: Serp | null): string[] {
  if (!serp) return [];
  const types = [...serp.item_types, ...serp.items.map((i) => i.type)];
  return [...new Set(types)].filter((t) => t !== "organic");
}

/** The text an agent reads for one result (what the token estimate counts). */
function resultText(r: SearchResultItem): string {
  return [r.title ?? "", r.url, r.snippet ?? ""].join("\n");
}
