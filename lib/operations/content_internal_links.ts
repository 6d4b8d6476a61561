import { z } from "zod";
import { defineOperation } from "./define.ts";
import {
  document,
  httpUrl,
  intRange,
  itemUrl,
  keyword,
  keywordList,
  ownerTarget,
  text,
} from "./shared.ts";

/** A page that links from the source page could point to. */
const targetPage = z.object({
  url: itemUrl,
  title: text(300),
  description: text(1000).optional(),
  keywords: keywordList(50).optional().describe("Keywords the target page should rank for."),
});

/** POST /content/internal-links: where to link from a page, and with which anchors. */
export const contentInternalLinks = defineOperation({
  path: "/content/internal-links",
  tag: "content",
  summary: "Suggest internal links from a page to a set of target pages",
  description:
    "Reads the source page (fetched from `source_url` or given as `source_markdown`) and returns ranked link placements to the target pages, suggested anchor text, crawlability guardrails and review notes.",
  input: z.object({
    source_url: httpUrl.optional().describe("The page to add links to; fetched live."),
    source_markdown: document.optional().describe("The source page content as Markdown."),
    target_pages: z.array(targetPage).min(1).max(50)
      .describe("Pages the source page could link to (1-50)."),
    keyword: keyword.optional().describe("The source page's main keyword, if known."),
    target: ownerTarget,
    max_suggestions: intRange(1, 20).default(8).describe("Most link suggestions returned (1-20)."),
  }),
  requireOneOf: ["source_url", "source_markdown"],
  cost: 2,
  provider: false,
  fetches: true,
  example: {
    source_url: "https://example.com/blog/how-to-write-a-project-brief",
    target_pages: [
      {
        url: "https://example.com/templates/project-brief",
        title: "Free project brief template",
        keywords: ["project brief template"],
      },
      { url: "/features/task-management", title: "Task management for small teams" },
    ],
    max_suggestions: 5,
  },
});
