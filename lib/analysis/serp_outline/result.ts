/** The `/content/serp-outline` result, declared once; the type derives from it. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";
import {
  DominantFormatSchema,
  EntitySchema,
  FailedPageSchema,
  FORMATS,
  MediaBandSchema,
  QuestionSchema,
  RECOMMENDED_PAGE_TYPES,
  TermSchema,
  WordCountBandSchema,
} from "../serp_evidence/result.ts";
import { TargetRankingSchema } from "../serp_analysis/result.ts";
import { ReadingBasisSchema } from "../../toolkit/values.ts";

const urls = z.array(z.string()).describe("The ranking URLs that support it, best ranked first.");
const support = z.number().int().min(0).describe("How many of the top results support it.");

/** A title option. */
export const TitleOptionSchema = z.strictObject({
  text: z.string(),
  characters: z.number().int(),
  pixels: z.number().int().describe("Rendered width at Google's 20 px title font."),
  pattern: z.enum(["listicle", "comparison", "how_to", "guide", "definition", "landing", "plain"]),
  rationale: z.string(),
});

/** An H3 under a section. */
export const SubsectionSchema = z.strictObject({ heading: z.string(), urls, support });

/** One H2 section of the outline. */
export const SectionSchema = z.strictObject({
  heading: z.string(),
  source: z.enum(["competitor_headings", "question"]).describe(
    "`competitor_headings`: a heading cluster ranking pages share; `question`: a question they or People also ask raise.",
  ),
  variants: z.array(z.string()).describe("How competitors word it."),
  order: z.number().min(0).max(1).describe("Where competitors place it (0 top, 1 bottom)."),
  subsections: z.array(SubsectionSchema).describe("H3s (outline_depth detailed)."),
  urls,
  support,
  coverage: z.array(z.strictObject({
    url: z.string(),
    domain: z.string(),
    words: z.number().int().min(0),
  })).describe(
    "The competitor pages whose main content covers it, and the words each writes under it (empty for questions).",
  ),
  confidence: z.number().min(0).max(1).describe(
    "From the evidence: the share of model sites covering it and how much they write under it.",
  ),
});

/** A structured data recommendation. */
export const SchemaRecommendationSchema = z.strictObject({
  type: z.string(),
  priority: LevelSchema,
  reason: z.string(),
  required_fields: z.array(z.string()),
  recommended_fields: z.array(z.string()),
  urls: urls.describe("Ranking pages that declare it."),
  support,
});

/** One check before publishing. */
export const ChecklistItemSchema = z.strictObject({ check: z.string(), why: z.string() });

/** The result of `/content/serp-outline`. */
export const SerpOutlineResultSchema = z.strictObject({
  keyword: z.string(),
  location: z.string(),
  language: z.string().describe("Language code of the outline (the keyword's market)."),
  device: z.enum(["desktop", "mobile"]),
  data_source: z.enum(["dataforseo", "sandbox"]),
  synthetic: z.boolean().describe("True on the sandbox: demo SERP, no page fetched."),
  outline_depth: z.enum(["brief", "standard", "detailed"]),
  serp: z.strictObject({
    fetched_at: z.iso.datetime(),
    results: z.number().int().min(0).describe("Top results considered."),
    pages_read: z.number().int().min(0),
    basis: ReadingBasisSchema,
    ranking: z.array(z.strictObject({
      position: z.number().int().min(1),
      url: z.string(),
      title: z.string().nullable(),
      format: z.enum(FORMATS),
      read: z.boolean(),
    })),
    failed: z.array(FailedPageSchema).describe("Top results that could not be read, with why."),
    dominant_format: DominantFormatSchema.nullable(),
    word_count: WordCountBandSchema,
    media: z.array(MediaBandSchema),
  }),
  page_type: z.enum(RECOMMENDED_PAGE_TYPES),
  page_type_reason: z.string(),
  title_options: z.array(TitleOptionSchema),
  h1: z.string(),
  sections: z.array(SectionSchema),
  questions: z.array(QuestionSchema),
  key_terms: z.array(TermSchema).describe("Terms and phrases most ranking pages use."),
  entities: z.array(EntitySchema),
  schema_recommendations: z.array(SchemaRecommendationSchema),
  validation_checklist: z.array(ChecklistItemSchema),
  target: TargetRankingSchema.nullable(),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

export type SerpOutlineResult = z.output<typeof SerpOutlineResultSchema>;
export type TitleOption = z.output<typeof TitleOptionSchema>;
export type Section = z.output<typeof SectionSchema>;
export type SchemaRecommendation = z.output<typeof SchemaRecommendationSchema>;
export type ChecklistItem = z.output<typeof ChecklistItemSchema>;
