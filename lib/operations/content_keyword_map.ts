import { z } from "zod";
import { analyzeKeywordMap, KeywordMapResultSchema } from "../analysis/keyword_map/mod.ts";
import { defineOperation } from "./define.ts";
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
});

/** POST /content/keyword-map: which existing page should own each keyword. */
export const contentKeywordMap = defineOperation({
  path: "/content/keyword-map",
  tag: "content",
  summary: "Map keywords to the existing pages that should rank for them",
  description:
    "Matches each keyword to the best existing page and returns primary URL recommendations, weak matches, missing-page opportunities, cannibalization risks and an implementation checklist. Works on the supplied data only.",
  input: KeywordMapRequestSchema,
  cost: 2,
  provider: false,
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
  run: (input, ctx) => analyzeKeywordMap(input, { now: ctx.now }),
});
