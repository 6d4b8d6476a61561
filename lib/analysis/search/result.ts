/** The `/search` result schema. */
import { z } from "zod";
import { agentSupportSchema } from "../../agent/support.ts";
import { analysisExtras } from "../../agent/result.ts";

/** One organic result as `/search` returns it. */
export const SearchResultItemSchema = z.strictObject({
  position: z.number().int().min(1).describe(
    "Google's organic rank (rank_group), kept as is when domain filters drop other results.",
  ),
  title: z.string().nullable(),
  url: z.string(),
  domain: z.string().describe("The result's host, without `www.`."),
  snippet: z.string().nullable().describe("Google's snippet: not the page's own text."),
});

/** The `/search` result, exactly as `searchResults` returns it. */
export const SearchResultSchema = z.strictObject({
  query: z.string(),
  data_source: z.enum(["dataforseo", "sandbox"])
    .describe("sandbox: a synthetic result page, never real search results."),
  found: z.boolean().describe("False when the provider returned no result page."),
  check_url: z.string().nullable().describe("The Google URL of the search, when known."),
  total_results: z.number().int().min(0).nullable()
    .describe("Google's estimate of matching pages (`About N results`); null when unknown."),
  organic_read: z.number().int().min(0)
    .describe("Organic results read from the provider before the domain filters."),
  filtered_out: z.number().int().min(0)
    .describe("Organic results dropped by include_domains / exclude_domains."),
  results: z.array(SearchResultItemSchema).max(50)
    .describe("The organic results that pass the domain filters, best first, at most `limit`."),
  serp_features: z.array(z.string()).describe(
    "The other result types on the page (people_also_ask, ai_overview, local_pack, paid ...); /analyze/serp reads them.",
  ),
  agent_support: agentSupportSchema(
    "More organic results passed the filters than `limit`: the rest were cut.",
  ),
  ...analysisExtras,
});

/** The `/search` result. */
export type SearchResult = z.output<typeof SearchResultSchema>;
/** One organic result of `/search`. */
export type SearchResultItem = z.output<typeof SearchResultItemSchema>;
