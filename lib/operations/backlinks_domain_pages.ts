import { z } from "zod";
import { analyzeDomainPages, DomainPagesResultSchema } from "../analysis/backlink_rows/mod.ts";
import { defineOperation } from "./define.ts";
import {
  backlinksStatusType,
  brandTerms,
  count,
  domainName,
  intRange,
  limit,
  offset,
  rankScale,
  text,
} from "./shared.ts";

/** POST /backlinks/domain-pages: the backlink-bearing pages of a domain, each with an action priority. */
export const backlinksDomainPages = defineOperation({
  path: "/backlinks/domain-pages",
  tag: "backlinks",
  summary: "Analyze the pages of a domain that attract backlinks",
  description:
    "Returns the backlink-bearing pages of a domain or subdomain with URL, title, status, link counts, broken-link signals and a page action priority.",
  input: z.object({
    target: domainName.describe(
      "Domain or subdomain (no protocol or path) whose pages to analyze.",
    ),
    brand_terms: brandTerms,
    limit: limit(1, 100, 25),
    offset,
    backlinks_status_type: backlinksStatusType,
    page_filter: text(2048).optional().describe("Keep only pages whose URL contains this text."),
    title_filter: text(200).optional().describe("Keep only pages whose title contains this text."),
    status_code: intRange(100, 599).optional().describe(
      "Keep only pages that answered this HTTP status.",
    ),
    min_backlinks: count.optional().describe("Minimum backlinks to the page."),
    min_referring_domains: count.optional().describe("Minimum referring domains of the page."),
    sort_by: z.enum([
      "backlinks",
      "referring_domains",
      "rank",
      "spam_score",
      "broken_backlinks",
      "first_visited",
      "words_count",
      "external_links",
    ]).default("backlinks"),
    rank_scale: rankScale,
  }),
  cost: { credits: 5, per: 100, field: "limit" },
  provider: true,
  example: { target: "example.com", limit: 25, sort_by: "referring_domains" },
  output: DomainPagesResultSchema,
  run: (input, ctx) => analyzeDomainPages(input, ctx),
});
