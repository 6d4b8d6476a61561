import { z } from "zod";
import { InternalLinksResultSchema, suggestInternalLinks } from "../analysis/internal_links/mod.ts";
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

/** The `/content/internal-links` request; the analysis takes its parsed output. */
export const InternalLinksRequestSchema = z.object({
  source_url: httpUrl.optional().describe("The page to add links to; fetched live."),
  source_markdown: document.optional().describe("The source page content as Markdown."),
  target_pages: z.array(targetPage).min(1).max(50)
    .describe("Pages the source page could link to (1-50)."),
  keyword: keyword.optional().describe("The source page's main keyword, if known."),
  target: ownerTarget,
  max_suggestions: intRange(1, 20).default(8).describe("Most link suggestions returned (1-20)."),
});

/** POST /content/internal-links: where to link from a page, and with which anchors. */
export const contentInternalLinks = defineOperation({
  path: "/content/internal-links",
  tag: "content",
  summary: "Suggest internal links from a page to a set of target pages",
  description:
    "Reads the source page (fetched from `source_url` or given as `source_markdown`) and returns ranked link placements to the target pages, suggested anchor text, crawlability guardrails and review notes.",
  input: InternalLinksRequestSchema,
  requireOneOf: ["source_url", "source_markdown"],
  cost: 2,
  provider: false,
  fetches: true,
  example: {
    source_markdown: [
      "# How to write a project brief",
      "",
      "A good project brief saves weeks of back-and-forth, and our free project brief template gives you every section to fill in.",
      "",
      "Once the brief is signed off, break the work into tasks and assign owners, so task management for the team starts from the same plan.",
      "",
      "## What goes into a brief",
      "",
      "Goals, scope, budget and deadlines belong in every brief, written so a new teammate understands them.",
    ].join("\n"),
    target: "example.com",
    target_pages: [
      {
        url: "https://example.com/templates/project-brief",
        title: "Free project brief template",
        keywords: ["project brief template"],
      },
      { url: "/features/task-management", title: "Task management for small teams | Example" },
    ],
    max_suggestions: 5,
  },
  output: InternalLinksResultSchema,
  run: (input, ctx) => suggestInternalLinks(input, ctx),
});
