import { z } from "zod";
import { analyzeKeywordMap, KeywordMapResultSchema } from "../analysis/keyword_map/mod.ts";
import { defineOperation } from "./define.ts";
import { serpGroupingCost, serpGroupingFields, topResults } from "./serp_tops.ts";
import {
  intRange,
  itemExtras,
  itemUrl,
  keywordItem,
  keywordList,
  ownerTarget,
  stringList,
  text,
} from "./shared.ts";

/** An existing page keywords can be mapped to. */
const page = z.object({
  url: itemUrl,
  title: text(300),
  description: text(1000).optional(),
  headings: stringList(200, 300).optional().describe("The page's headings, in order."),
  current_keywords: keywordList(100).optional().describe("Keywords the page targets today."),
  page_type: text(60).optional().describe("Kind of page, e.g. blog_post, product, category."),
  ...itemExtras,
});

/** The `/content/keyword-map` request; the analysis takes its parsed output. */
export const KeywordMapRequestSchema = z.object({
  keywords: z.array(keywordItem).min(1).max(250)
    .describe("Keywords to map (1-250): strings, or objects with `keyword` and metrics."),
  pages: z.array(page).min(1).max(1000).describe("The site's existing pages (1-1,000)."),
  target: ownerTarget,
  max_mappings: intRange(1, 1000).default(250).describe("Most mappings returned (1-1,000)."),
  ...serpGroupingFields("missing keywords are grouped into new pages"),
});

/** POST /content/keyword-map: which existing page should own each keyword. */
export const contentKeywordMap = defineOperation({
  path: "/content/keyword-map",
  tag: "content",
  summary: "Map keywords to the existing pages that should rank for them",
  description:
    'Matches each keyword to the best existing page and returns primary URL recommendations, weak matches, missing-page opportunities, cannibalization risks and an implementation checklist. By default it works on the supplied data only and calls no provider; with `method: "serp"` it reads one SERP per keyword and puts missing keywords Google answers with the same pages on one new page (each suggestion\'s `grouped_by` says which method grouped it).',
  input: KeywordMapRequestSchema,
  cost: serpGroupingCost(2),
  provider: true,
  providerWhen: { field: "method", equals: "serp" },
  example: {
    keywords: [
      "crm for small business",
      { keyword: "crm pricing", search_volume: 2400 },
      "how to migrate crm data",
    ],
    pages: [
      {
        url: "https://example.com/",
        title: "Example CRM: the simple CRM for small business",
        page_type: "homepage",
      },
      { url: "https://example.com/pricing", title: "Pricing and plans", page_type: "pricing" },
      { url: "/blog/crm-data-import", title: "How to import contacts into a CRM" },
    ],
    target: "example.com",
  },
  output: KeywordMapResultSchema,
  run: async (input, ctx) => {
    const serps = input.method === "serp"
      ? await topResults(input.keywords.map(keywordText), input, ctx)
      : undefined;
    return analyzeKeywordMap(input, { now: ctx.now, serps });
  },
});

/** A supplied keyword's text, as the analysis reads it. */
function keywordText(item: z.output<typeof keywordItem>): string {
  return (typeof item === "string" ? item : item.keyword).trim();
}
