import { z } from "zod";
import { defineOperation } from "./define.ts";
import { domainName, language, limit, location, locationCode, text } from "./shared.ts";

/** POST /search: a Google-style web search with domain filtering, answered inline. */
export const search = defineOperation({
  path: "/search",
  tag: "search",
  summary: "Search the web (Google-style) with domain filters",
  description:
    "Performs a Google-style search and returns the raw SERP evidence (ranked results with title, URL and snippet), filtered by the included and excluded domains, with agent_support. Always answers synchronously.",
  input: z.object({
    query: text(400).describe("Search query."),
    location: location(),
    location_code: locationCode.optional(),
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
});
