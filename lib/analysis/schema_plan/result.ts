/** The `/content/schema-plan` result schema and the types derived from it. */
import { z } from "zod";
import { AgentWorkflowSchema } from "../../agent/workflow.ts";

/** The `/content/schema-plan` result, exactly as `planSchema` returns it. */
export const SchemaPlanResultSchema = z.strictObject({
  page_type: z.string(),
  page_type_reason: z.string(),
  existing_types: z.array(z.string()).describe(
    "@type values the page's own JSON-LD already declares.",
  ),
  existing_errors: z.array(z.string()).describe("JSON-LD blocks of the page that do not parse."),
  recommended_types: z.array(z.strictObject({
    type: z.string(),
    role: z.enum(["primary", "supporting"]),
    feature: z.string().describe("What Google shows for it."),
    eligible: z.boolean().describe("Every required field has evidence on the page."),
    note: z.string().nullable(),
  })),
  jsonld_draft: z.record(z.string(), z.unknown()).nullable()
    .describe("Built only from what the page shows; null when include_jsonld is false."),
  required_fields_checklist: z.array(z.strictObject({
    type: z.string(),
    field: z.string(),
    level: z.enum(["required", "recommended"]),
    status: z.enum(["present", "missing"]),
    source: z.string().nullable().describe("Where on the page the value was found."),
  })),
  missing_page_evidence: z.array(z.strictObject({
    type: z.string(),
    field: z.string(),
    level: z.enum(["required", "recommended"]),
    what_to_add: z.string(),
  })),
  validator: z.strictObject({
    name: z.string(),
    errors: z.array(
      z.strictObject({ type: z.string(), message: z.string(), fields: z.array(z.string()) }),
    ),
    warnings: z.array(
      z.strictObject({ type: z.string(), message: z.string(), fields: z.array(z.string()) }),
    )
      .max(20),
  }).describe(
    "The draft checked by @adobe/structured-data-validator (Google's rich-result rules).",
  ),
  faq_candidates: z.array(z.strictObject({ question: z.string(), answer: z.string() }))
    .describe("Questions the page asks in its headings and answers below them; none invented."),
  implementation_notes: z.array(z.string()),
  validation_checklist: z.array(z.string()),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/content/schema-plan` result. */
export type SchemaPlanResult = z.output<typeof SchemaPlanResultSchema>;
