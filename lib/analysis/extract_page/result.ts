/** The `/extract` result schema. */
import { z } from "zod";
import { agentSupportSchema } from "../../agent/support.ts";
import { AgentWorkflowSchema } from "../../agent/workflow.ts";

/** `agent_support` (docs/contract.md#agent_support). */
export const AgentSupportSchema = agentSupportSchema("The content was cut at 200,000 characters.");

/** The `/extract` result, exactly as `extractPage` returns it. */
export const ExtractResultSchema = z.strictObject({
  url: z.string(),
  final_url: z.string().describe("The URL after redirects."),
  status: z.number().int(),
  metadata: z.strictObject({
    title: z.string().nullable(),
    description: z.string().nullable(),
    canonical: z.string().nullable(),
    lang: z.string().nullable().describe(
      "The declared language (html lang, Content-Language ...).",
    ),
    detected_language: z.string().nullable().describe("The language of the text itself."),
    author: z.string().nullable(),
    published: z.string().nullable(),
    modified: z.string().nullable(),
    site_name: z.string().nullable(),
    image: z.string().nullable(),
    noindex: z.boolean(),
  }),
  headings: z.array(z.strictObject({ level: z.number().int().min(1).max(6), text: z.string() }))
    .max(200),
  format: z.enum(["markdown", "text", "html"]),
  content: z.string().describe("The main content (article body) in `format`."),
  word_count: z.number().int().min(0),
  extraction: z.enum(["scored", "declared", "article", "json-ld", "page", "none"])
    .describe("How the main content was found."),
  images: z.array(z.strictObject({ src: z.string(), alt: z.string().nullable() })).max(100)
    .describe("The page's images, when include_images."),
  agent_support: AgentSupportSchema,
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/extract` result. */
export type ExtractResult = z.output<typeof ExtractResultSchema>;
