/**
 * The `/content/brief` result, declared once; the types derive from it. Every recommendation
 * that rests on the SERP names the ranking URLs it came from (`urls`) and how many of the top
 * results support it (`support`).
 */
import { BuyerStageSchema, IntentSchema, ReadingBasisSchema } from "../../toolkit/values.ts";
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";
import {
  DominantFormatSchema,
  FailedPageSchema,
  FORMATS,
  FormatShareSchema,
  MediaBandSchema,
  QuestionSchema,
  RECOMMENDED_PAGE_TYPES,
  SchemaTypeUseSchema,
  TermSchema,
  WordCountBandSchema,
} from "../serp_evidence/result.ts";
import { TargetRankingSchema } from "../serp_analysis/result.ts";
import { CroQaRequestSchema } from "../../operations/page_cro_qa.ts";
import {
  ChecklistItemSchema,
  SchemaRecommendationSchema,
  SectionSchema,
  TitleOptionSchema,
} from "../serp_outline/result.ts";

const urls = z.array(z.string()).describe("The ranking URLs it came from, best ranked first.");
const support = z.number().int().min(0).describe("How many of the top results support it.");

/** The brand voices a brief writes in. */
export const BRAND_VOICES = ["neutral", "expert", "friendly", "bold", "technical"] as const;
/** The conversion goals: `/page/cro-qa`'s own enum. */
const GoalSchema = CroQaRequestSchema.shape.conversion_goal.unwrap();

/** The page type briefed, and why. */
export const PageTypeDecisionSchema = z.strictObject({
  page_type: z.enum(RECOMMENDED_PAGE_TYPES),
  source: z.enum(["serp", "keyword", "requested"]).describe(
    "`serp`: the dominant format of the top results; `keyword`: the keyword's words (no clear format); `requested`: the page_type asked for.",
  ),
  reason: z.string(),
  serp_page_type: z.enum(RECOMMENDED_PAGE_TYPES).nullable().describe(
    "What the SERP alone recommends (null when nothing ranks).",
  ),
  conflict: z.strictObject({
    note: z.string(),
    urls,
    support,
  }).nullable().describe(
    "Set when the requested page type contradicts a clear dominant format: the choice is kept, and this is the evidence against it.",
  ),
});

/** Who the page is for. */
export const AudienceSchema = z.strictObject({
  description: z.string(),
  source: z.enum(["given", "keyword", "serp"]).describe(
    "`given`: the request's audience; `keyword`: a 'for X' in the keyword; `serp`: inferred from intent and what ranks.",
  ),
  intent: IntentSchema,
  buyer_stage: BuyerStageSchema,
  knowledge: z.enum(["beginner", "intermediate", "advanced"]).describe(
    "What the reader already knows, from the keyword and the brand voice.",
  ),
  needs: z.array(z.string()).describe("What the reader needs from the page to act."),
  urls,
  support,
});

/** A meta description option. */
export const DescriptionOptionSchema = z.strictObject({
  text: z.string(),
  characters: z.number().int(),
  pixels: z.number().int().describe("Rendered width at Google's 14 px description font."),
  rationale: z.string(),
});

/** Title tag, H1 and meta description options in the keyword's language. */
export const MetaSchema = z.strictObject({
  language: z.string(),
  h1: z.string(),
  title_options: z.array(
    TitleOptionSchema.extend({
      voice: z.enum(BRAND_VOICES).nullable().describe(
        "The brand voice the wording carries; null for the format's plain templates.",
      ),
    }),
  ).describe("Each within 580 px; an option that would not fit is left out, never cut."),
  description_options: z.array(DescriptionOptionSchema).describe("Each within 920 px."),
});

/** A section most competitors cover. */
export const ExpectedSectionSchema = z.strictObject({
  heading: z.string(),
  variants: z.array(z.string()),
  urls,
  support,
});

/** What searchers and Google expect of the page, read from the top results. */
export const SerpExpectationsSchema = z.strictObject({
  format: DominantFormatSchema.nullable(),
  formats: z.array(FormatShareSchema),
  length: WordCountBandSchema,
  media: z.array(MediaBandSchema.extend({
    expected: z.boolean().describe("True when at least half the pages read use it."),
  })),
  sections: z.array(ExpectedSectionSchema).describe(
    "Heading clusters at least 2 ranking pages use as an H2.",
  ),
  questions: z.array(QuestionSchema),
  key_terms: z.array(TermSchema),
  schema_types: z.array(SchemaTypeUseSchema),
});

/** What the top results share, or where they differ. */
export const PatternSchema = z.strictObject({
  kind: z.enum(["shared", "varies"]).describe(
    "`shared`: at least half the results do it; `varies`: they split, so it is a choice.",
  ),
  aspect: z.enum(["format", "length", "structure", "media", "schema", "proof", "cta", "terms"]),
  pattern: z.string(),
  urls,
  support,
});

/** Something few or none of the top results do that the intent calls for. */
export const DifferentiatorSchema = z.strictObject({
  id: z.string(),
  differentiator: z.string(),
  why: z.string(),
  priority: LevelSchema,
  urls: urls.describe("The few ranking pages that already do it (empty: none does)."),
  support,
  of: z.number().int().min(0).describe("Pages read: support is out of this many."),
});

/** A kind of proof the page must carry. */
export const ProofRequirementSchema = z.strictObject({
  kind: z.string().describe(
    "The `/page/cro-qa` proof kinds (rating, reviews, customers, testimonial, case_study, results, certification) or editorial proof (sourced_figures, examples, screenshots, first_hand_testing).",
  ),
  requirement: z.string(),
  placement: z.string(),
  priority: LevelSchema,
  urls: urls.describe("Ranking pages that show this kind of proof."),
  support,
});

/** One place a call to action goes. */
export const CtaPlacementSchema = z.strictObject({
  where: z.string(),
  cta: z.string().describe("Button or link text in the keyword's language."),
  why: z.string(),
});

/** An objection to answer before the reader acts. */
export const ObjectionSchema = z.strictObject({
  objection: z.string(),
  answer_with: z.string(),
  urls: urls.describe("Ranking pages that answer it."),
  support,
});

/** Calls to action and offer, by buyer stage and page type. */
export const ConversionPlanSchema = z.strictObject({
  goal: GoalSchema.describe("The conversion goal (the `/page/cro-qa` vocabulary)."),
  goal_reason: z.string(),
  cta_style: z.enum(["soft", "direct"]).describe(
    "`soft`: informational readers get a helpful next step, never a hard sell above the answer.",
  ),
  offer: z.string(),
  placements: z.array(CtaPlacementSchema),
  objections: z.array(ObjectionSchema),
  competitor_ctas: z.array(z.strictObject({ goal: GoalSchema, urls, support })).describe(
    "What the ranking pages ask readers to do.",
  ),
});

/** The optional outline (`include_serp_outline`), built by `/content/serp-outline`'s builder. */
export const BriefOutlineSchema = z.strictObject({
  h1: z.string(),
  sections: z.array(SectionSchema.extend({
    notes: z.array(z.string()).describe("Per-section writing notes (brief_depth detailed)."),
  })),
  questions: z.array(QuestionSchema),
  schema_recommendations: z.array(SchemaRecommendationSchema),
});

/** The result of `/content/brief`. */
export const ContentBriefResultSchema = z.strictObject({
  keyword: z.string(),
  location: z.string(),
  language: z.string().describe("Language code of the brief's copy (the keyword's market)."),
  device: z.enum(["desktop", "mobile"]),
  data_source: z.enum(["dataforseo", "sandbox"]),
  synthetic: z.boolean().describe("True on the sandbox: demo SERP, no page fetched."),
  brand_voice: z.enum(BRAND_VOICES),
  brief_depth: z.enum(["standard", "detailed"]),
  serp: z.strictObject({
    fetched_at: z.iso.datetime(),
    results: z.number().int().min(0),
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
  }),
  page_type: PageTypeDecisionSchema,
  audience: AudienceSchema,
  title_meta: MetaSchema.describe(
    "The spec's `meta`: title, H1 and description options (`meta` is the response envelope's request metadata).",
  ),
  serp_expectations: SerpExpectationsSchema,
  competitor_patterns: z.array(PatternSchema),
  differentiators: z.array(DifferentiatorSchema),
  proof_requirements: z.array(ProofRequirementSchema),
  conversion_plan: ConversionPlanSchema,
  qa_checklist: z.array(ChecklistItemSchema),
  outline: BriefOutlineSchema.nullable().describe("Null when include_serp_outline is false."),
  target: TargetRankingSchema.nullable(),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

export type ContentBriefResult = z.output<typeof ContentBriefResultSchema>;
export type BrandVoice = typeof BRAND_VOICES[number];
export type PageTypeDecision = z.output<typeof PageTypeDecisionSchema>;
export type Audience = z.output<typeof AudienceSchema>;
export type Meta = z.output<typeof MetaSchema>;
export type SerpExpectations = z.output<typeof SerpExpectationsSchema>;
export type Pattern = z.output<typeof PatternSchema>;
export type Differentiator = z.output<typeof DifferentiatorSchema>;
export type ProofRequirement = z.output<typeof ProofRequirementSchema>;
export type ConversionPlan = z.output<typeof ConversionPlanSchema>;
export type BriefOutline = z.output<typeof BriefOutlineSchema>;
