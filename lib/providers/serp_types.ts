/**
 * The SERP call of `SeoDataProvider` (DataForSEO SERP API, Google organic live advanced,
 * docs/providers.md#serp-google-organic-live-advanced) in our own domain types: the ranked items of
 * one search with the features shown, enough for `/search` evidence, `/analyze/serp` and the SERP
 * history.
 */
import type { CallOptions, ProviderAnswer } from "./provider.ts";
import type { Market } from "./labs_types.ts";

/** POST /search and /analyze/serp: one Google search. */
export interface SerpRequest extends Market {
  keyword: string;
  device: "desktop" | "mobile";
  /** Results to read (10 per SERP page billed). */
  depth: number;
  /**
   * Wait for an AI Overview Google loads after the page (DataForSEO's
   * `load_async_ai_overview`, +$0.002): needed to detect AI Overviews reliably.
   */
  ai_overview: boolean;
}

/** One element of the result page, in page order. */
export interface SerpItem {
  /** organic, paid, featured_snippet, local_pack, people_also_ask, ai_overview, shopping, video ... */
  type: string;
  rank_group: number;
  rank_absolute: number;
  title: string | null;
  url: string | null;
  domain: string | null;
  description: string | null;
  /**
   * organic: the path Google displays ("https://site.com › advice › page"), when given: what the
   * site's own structure says the page is (a lone "index.html" is its homepage).
   */
  breadcrumb?: string | null;
  /** people_also_ask: the questions. */
  questions?: string[];
  /** ai_overview: the sources it cites. */
  references?: { url: string; domain: string; title: string | null }[];
}

/** One fetched result page. */
export interface Serp {
  keyword: string;
  /** When the provider fetched it (ISO 8601). */
  datetime: string;
  /** The Google URL of the search. */
  check_url: string | null;
  /** Every feature type on the page (`item_types`). */
  item_types: string[];
  se_results_count: number;
  items: SerpItem[];
}

/** The SERP answer; `serp` is null when the provider had no result page. */
export interface SerpAnswer extends ProviderAnswer {
  serp: Serp | null;
}

/** The SERP call of the provider. */
export interface SerpCalls {
  serpOrganic(req: SerpRequest, opts?: CallOptions): Promise<SerpAnswer>;
}
