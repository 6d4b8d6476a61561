/** The `/content/refresh-brief` result, declared once; the type derives from it. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";
import { ContentBriefSchema, GapSerpSchema, ReviewedPageSchema } from "../content_gap/result.ts";
import { ChecklistItemSchema, SchemaRecommendationSchema } from "../serp_outline/result.ts";
import { REFRESH_GOALS } from "./rules.ts";

const urls = z.array(z.string()).describe("The competitor URLs it came from, best ranked first.");
const support = z.number().int().min(0).describe("How many competitor pages support it.");

/** One section to add, and where. */
export const SectionToAddSchema = z.strictObject({
  heading: z.string().describe("The heading to write, in the keyword's language."),
  level: z.number().int().min(2).max(3),
  source: z.enum(["competitor_headings", "question", "goal", "entity"]).describe(
    "`goal`: added for refresh_goal (no competitor needed).",
  ),
  placement: z.strictObject({
    where: z.enum(["after", "under", "before_faq", "top", "end"]),
    anchor_heading: z.string().nullable().describe("The page's heading it goes after or under."),
  }),
  instruction: z.string(),
  priority: LevelSchema,
  urls,
  support,
});

/** A title option (title_meta's own). */
export const TitleChoiceSchema = z.strictObject({
  text: z.string(),
  characters: z.number().int(),
  pixels: z.number().int(),
  fits: z.boolean(),
  source: z.enum(["h1", "page_text", "headings", "template"]),
  rationale: z.string(),
});

/** The result of `/content/refresh-brief`. */
export const RefreshBriefResultSchema = z.strictObject({
  url: z.string(),
  keyword: z.string(),
  location: z.string(),
  language: z.string().describe(
    "Language code of the keyword's market: headings and titles use it.",
  ),
  device: z.enum(["desktop", "mobile"]),
  data_source: z.enum(["dataforseo", "sandbox"]),
  synthetic: z.boolean().describe("True on the sandbox: demo SERP, no competitor fetched."),
  scrape_depth: z.enum(["h1", "h2", "h3"]),
  refresh_goal: z.enum(REFRESH_GOALS).nullable(),
  current_rank: z.strictObject({
    value: z.number().int().min(1).nullable(),
    source: z.enum(["request", "serp", "unknown"]),
    band: z.enum(["top_3", "page_1", "beyond_page_1", "unknown"]),
    scope: z.enum(["protect", "targeted", "rework"]).describe(
      "protect: small changes; targeted: the strongest gaps; rework: a larger rebuild.",
    ),
    rationale: z.string(),
  }),
  page: ReviewedPageSchema,
  serp: GapSerpSchema,
  gap: ContentBriefSchema.describe("The gap evidence (the /content/gap content_brief)."),
  sections_to_add: z.array(SectionToAddSchema),
  title_h1: z.strictObject({
    current_title: z.string().nullable(),
    title_pixels: z.number().int().nullable(),
    current_h1: z.string().nullable(),
    verdict: z.enum(["keep", "refine", "rewrite"]),
    priority: LevelSchema,
    reason: z.string(),
    title_options: z.array(TitleChoiceSchema).describe("In the keyword's language, within 580 px."),
    h1_options: z.array(z.string()),
  }),
  internal_link_tasks: z.array(z.strictObject({
    task: z.string(),
    priority: LevelSchema,
    reason: z.string(),
    source_url: z.string().nullable(),
    target_url: z.string(),
    anchor_text: z.string().nullable(),
  })),
  schema_recommendations: z.array(SchemaRecommendationSchema.extend({
    present: z.boolean().describe("True when the page already declares it."),
  })),
  validation_checklist: z.array(ChecklistItemSchema),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

export type RefreshBriefResult = z.output<typeof RefreshBriefResultSchema>;
export type SectionToAdd = z.output<typeof SectionToAddSchema>;
