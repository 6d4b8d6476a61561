import { z } from "zod";
import { planTitleMeta, TitleMetaResultSchema } from "../analysis/title_meta/mod.ts";
import { defineOperation } from "./define.ts";
import { document, httpUrl, keyword, ownerTarget, text } from "./shared.ts";

/** The `/content/title-meta` request; the analysis takes its parsed output. */
export const TitleMetaRequestSchema = z.object({
  keyword,
  url: httpUrl.optional().describe("The page; fetched live."),
  page_markdown: document.optional().describe("The page content as Markdown."),
  target: ownerTarget,
  page_type: z.enum([
    "auto",
    "blog_post",
    "landing_page",
    "product",
    "software",
    "local_business",
    "comparison_page",
    "guide",
  ]).optional().describe("Kind of page; omitted or auto: inferred from the content."),
  current_title: text(600).optional().describe(
    "The title tag in use, if not read from the page.",
  ),
  current_meta_description: text(1000).optional()
    .describe("The meta description in use, if not read from the page."),
});

/** POST /content/title-meta: title and meta description options for a page. */
export const contentTitleMeta = defineOperation({
  path: "/content/title-meta",
  tag: "content",
  summary: "Title tag and meta description options for a page and keyword",
  description:
    "Reads the page (fetched from `url` or given as `page_markdown`) and returns title options, meta description options, checks of the current title and description, snippet risks and an implementation checklist.",
  input: TitleMetaRequestSchema,
  requireOneOf: ["url", "page_markdown"],
  cost: 2,
  provider: false,
  fetches: true,
  example: {
    keyword: "invoice software for small business",
    page_markdown: [
      "# Invoice software for small business",
      "",
      "Acme is the invoice software small business owners use to send invoices in minutes. It chases late payments for you and syncs with your bank. Start a free 14-day trial, no card needed.",
      "",
      "## Recurring invoices",
      "",
      "Bill regular clients automatically every month.",
      "",
      "## Online payments",
      "",
      "## Reports",
    ].join("\n"),
    target: "acme.com",
    page_type: "software",
    current_title: "Invoicing | Acme",
  },
  output: TitleMetaResultSchema,
  run: (input, ctx) => planTitleMeta(input, ctx),
});
