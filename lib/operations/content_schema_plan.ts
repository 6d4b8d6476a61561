import { z } from "zod";
import { planSchema, SchemaPlanResultSchema } from "../analysis/schema_plan/mod.ts";
import { defineOperation } from "./define.ts";
import { document, httpUrl, keyword, ownerTarget } from "./shared.ts";

/** The `/content/schema-plan` request; the analysis takes its parsed output. */
export const SchemaPlanRequestSchema = z.object({
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
});

/** POST /content/schema-plan: which structured data a page should carry, with a draft. */
export const contentSchemaPlan = defineOperation({
  path: "/content/schema-plan",
  tag: "content",
  summary: "Plan the structured data (JSON-LD) of a page",
  description:
    "Reads the page (fetched from `url` or given as `page_markdown`) and returns recommended schema types, a JSON-LD draft, a required-fields checklist, missing page evidence, FAQ candidates, implementation notes and a validation checklist. No paid provider call.",
  input: SchemaPlanRequestSchema,
  requireOneOf: ["url", "page_markdown"],
  cost: 3,
  provider: false,
  fetches: true,
  example: {
    page_markdown: [
      "# Oak standing desk",
      "",
      "A solid oak standing desk with a quiet dual motor. **$649** · In stock · Add to cart",
      "",
      "Rated 4.7 out of 5 from 212 reviews.",
      "",
      "## Does the desk wobble at full height?",
      "",
      "No. The steel frame is cross-braced and tested to 120 cm with a 70 kg load.",
      "",
      "## How long is the warranty?",
      "",
      "Ten years on the frame and five years on the motor, with free replacement parts.",
    ].join("\n"),
    page_type: "product",
  },
  output: SchemaPlanResultSchema,
  run: (input, ctx) => planSchema(input, ctx),
});
