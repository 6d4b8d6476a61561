/** The `/content/title-meta` result schema and the types derived from it. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

const option = z.strictObject({
  text: z.string().min(1),
  characters: z.number().int().min(1),
  pixels: z.number().int().min(0).describe(
    "Rendered width (Arial: 20 px titles, 14 px descriptions).",
  ),
  fits: z.boolean().describe("Within the pixel budget (580 px titles, 920 px descriptions)."),
  keyword_position: z.number().int().min(0).nullable()
    .describe("Character where the keyword starts, or null when it is not there verbatim."),
  source: z.enum(["h1", "page_text", "headings", "template"])
    .describe(
      "Where the words come from: the page's own H1, sentences or headings, or a template.",
    ),
  rationale: z.string(),
});

/** The `/content/title-meta` result, exactly as `planTitleMeta` returns it. */
export const TitleMetaResultSchema = z.strictObject({
  keyword: z.string(),
  language: z.string().describe("The page's language; options are written in it."),
  page_type: z.string(),
  brand: z.string().nullable(),
  current: z.strictObject({
    title: z.string().nullable(),
    meta_description: z.string().nullable(),
    h1: z.string().nullable(),
  }),
  title_options: z.array(option).max(4),
  meta_description_options: z.array(option).max(3),
  current_signal_checks: z.array(z.strictObject({
    id: z.string(),
    status: z.enum(["pass", "warn", "fail"]),
    detail: z.string(),
  })),
  snippet_risks: z.array(z.strictObject({
    id: z.string(),
    severity: LevelSchema,
    detail: z.string(),
    fix: z.string(),
  })),
  implementation_checklist: z.array(z.strictObject({
    step: z.number().int().min(1),
    action: z.string(),
    priority: LevelSchema,
  })),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/content/title-meta` result. */
export type TitleMetaResult = z.output<typeof TitleMetaResultSchema>;
