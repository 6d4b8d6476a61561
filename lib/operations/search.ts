import { z } from "zod";
import { domainFilter } from "../analysis/search/domains.ts";
import { searchDepth, searchResults, SearchResultSchema } from "../analysis/search/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { domainName, language, limit, serpLocation, serpLocationCode, text } from "./shared.ts";

/** POST /search: a Google-style web search with domain filtering, answered inline. */
export const search = defineOperation({
  path: "/search",
  tag: "search",
  summary: "Search the web (Google-style) with domain filters",
  description:
    "Performs a Google-style search and returns the raw SERP evidence (ranked results with title, URL and snippet), filtered by the included and excluded domains, with agent_support. Always answers synchronously.",
  input: z.object({
    query: text(400).describe("Search query."),
    location: serpLocation(),
    location_code: serpLocationCode.optional(),
    language,
    limit: limit(1, 50, 10),
    include_domains: z.array(domainName).max(20).optional()
      .describe("Keep only results from these domains (and their subdomains)."),
    exclude_domains: z.array(domainName).max(20).optional()
      .describe("Drop results from these domains (and their subdomains)."),
  }),
  cost: 2,
  provider: true,
  mode: "sync",
  example: { query: "best crm for small business", location: "United States", limit: 10 },
  output: SearchResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const depth = searchDepth(
      input.limit,
      domainFilter(input.include_domains, input.exclude_domains),
    );
    // Domains are filtered locally: a `site:` operator in the keyword costs five times as much.
    const answer = await ctx.provider.serpOrganic({
      keyword: input.query,
      location_code: market.location_code,
      language_code: market.language_code,
      device: "desktop",
      depth,
      ai_overview: false,
    }, { signal: ctx.signal });
    const req = { ...input, location: market.location, language: market.language_code };
    return searchResults(req, answer, ctx.now);
  },
});
