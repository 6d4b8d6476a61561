import { z } from "zod";
import { defineOperation } from "./define.ts";
import { document, httpUrl, keyword, ownerTarget } from "./shared.ts";

/** POST /content/schema-plan: which structured data a page should carry, with a draft. */
export const contentSchemaPlan = defineOperation({
  path: "/content/schema-plan",
  tag: "content",
  summary: "Plan the structured data (JSON-LD) of a page",
  description:
    "Reads the page (fetched from `url` or given as `page_markdown`) and returns recommended schema types, a JSON-LD draft, a required-fields checklist, missing page evidence, FAQ candidates, implementation notes and a validation checklist. No paid provider call.",
  input: z.object({
    url: httpUrl.optional().describe("The page to plan for; fetched live."),
    page_markdown: document.optional().describe("The page content as Markdown."),
    page_type: z.enum([
      "auto",
      "article",
      "blog_post",
      "landing_page",
      "product",
      "software",
      "local_business",
      "faq",
      "how_to",
    ]).optional().describe("Kind of page; omitted or auto: inferred from the content."),
    keyword: keyword.optional(),
    target: ownerTarget,
    include_jsonld: z.boolean().default(true).describe("Include a JSON-LD draft in the result."),
  }),
  requireOneOf: ["url", "page_markdown"],
  cost: 3,
  provider: false,
  fetches: true,
  example: { url: "https://example.com/products/standing-desk", page_type: "product" },
});
