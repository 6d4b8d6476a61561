import { z } from "zod";
import { defineOperation } from "./define.ts";
import { document, httpUrl, itemUrl, keyword, ownerTarget } from "./shared.ts";

/** POST /content/technical-qa: on-page technical checks before or after publishing. */
export const contentTechnicalQa = defineOperation({
  path: "/content/technical-qa",
  tag: "content",
  summary: "Technical on-page checks of one page",
  description:
    "Checks one page (fetched from `url`, or given as `html` or `markdown`) for indexability, metadata, canonical, headings, structured data, internal links and image alt text, and returns a readiness score and a publish checklist.",
  input: z.object({
    url: httpUrl.optional().describe("Live page to fetch."),
    html: document.optional().describe("The page as HTML."),
    markdown: document.optional().describe("The page as Markdown (fewer checks apply)."),
    keyword: keyword.optional(),
    target: ownerTarget,
    expected_canonical: itemUrl.optional()
      .describe("The canonical URL the page should declare; a mismatch is high severity."),
    page_type: z.enum([
      "auto",
      "article",
      "blog_post",
      "landing_page",
      "product",
      "software",
      "local_business",
      "comparison_page",
      "guide",
      "docs",
    ]).optional().describe("Kind of page; omitted or auto: inferred from the content."),
  }),
  requireOneOf: ["url", "html", "markdown"],
  cost: 2,
  provider: false,
  fetches: true,
  example: {
    url: "https://example.com/blog/kubernetes-cost-optimization",
    keyword: "kubernetes cost optimization",
    expected_canonical: "https://example.com/blog/kubernetes-cost-optimization",
  },
});
