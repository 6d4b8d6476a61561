/** The keyword map result: its zod schema and the types derived from it. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";
import { IntentSchema } from "../../toolkit/values.ts";

/** The `/content/keyword-map` result. */
export type KeywordMapResult = z.output<typeof KeywordMapResultSchema>;

/** Why a page was chosen for a keyword, per field and as sentences. */
export type Mapping = KeywordMapResult["mappings"][number];

/** A keyword whose best page scores between the weak and strong thresholds. */
export type WeakMatch = KeywordMapResult["weak_matches"][number];

/** A suggested new page for keywords no existing page covers. */
export type MissingPageOpportunity = KeywordMapResult["missing_page_opportunities"][number];

/** A keyword two or more pages compete for. */
export type CannibalizationRisk = KeywordMapResult["cannibalization_risks"][number];

/** One step of the implementation checklist. */
export type ChecklistItem = KeywordMapResult["implementation_checklist"][number];

// ---------------------------------------------------------------------------------------------
// Result schema

const intentEnum = IntentSchema;
const score = z.number().min(0).max(100);
const unit = z.number().min(0).max(1);

/** The `/content/keyword-map` result, exactly as {@linkcode analyzeKeywordMap} returns it. */
export const KeywordMapResultSchema = z.strictObject({
  set_aside: z.array(z.strictObject({ keyword: z.string(), reason: z.string() })).describe(
    "Keywords no page of this site should target: another brand's navigation (login, customer service ...) and queries naming a platform (a marketplace, booking or listings site) whose own page answers them.",
  ),
  summary: z.strictObject({
    keywords_received: z.number().int().min(1),
    keywords_analysed: z.number().int().min(1),
    keywords_set_aside: z.number().int().min(0)
      .describe("Other brands' navigation queries, set aside (see set_aside)."),
    duplicate_keywords_merged: z.number().int().min(0),
    pages_received: z.number().int().min(1),
    pages_analysed: z.number().int().min(1),
    duplicate_pages_merged: z.number().int().min(0),
    strong: z.number().int().min(0),
    weak: z.number().int().min(0),
    missing: z.number().int().min(0),
    cannibalization_risks: z.number().int().min(0),
    pages_used: z.number().int().min(0),
    coverage_rate: unit,
    mappings_returned: z.number().int().min(0),
    mappings_truncated: z.number().int().min(0),
  }),
  thresholds: z.strictObject({
    strong: score.describe("At or above: the page owns the keyword."),
    weak: score.describe(
      "At or above (and below strong): a weak match to optimise, or build a page when intent is opposite.",
    ),
    risk_margin: score.describe(
      "A second page within this many points of the best one (and at least `weak`) is a cannibalization risk.",
    ),
    group_similarity: unit.describe(
      "Missing keywords whose stem Jaccard reaches this (with compatible intent) share a suggested page.",
    ),
  }).describe("Score bands (0-100) of a keyword's best page."),
  mappings: z.array(z.strictObject({
    keyword: z.string().min(1),
    variants: z.array(z.string()),
    search_volume: z.number().min(0).nullable(),
    priority: z.number().int().min(1),
    status: z.enum(["strong", "weak"]),
    url: z.string().min(1),
    normalized_url: z.string().min(1),
    title: z.string().min(1),
    page_type: z.string().nullable(),
    score,
    role: z.enum(["primary", "secondary"]),
    keyword_intent: z.union([intentEnum, z.literal("unknown")]),
    page_intents: z.array(intentEnum),
    signals: z.strictObject({
      keywords: unit,
      title: unit,
      title_phrase: z.boolean(),
      url_slug: unit,
      headings: unit,
      description: unit,
      intent_fit: unit,
    }),
    why: z.array(z.string().min(1)).min(1),
    matched_terms: z.array(z.string()),
    missing_terms: z.array(z.string()),
    runner_up: z.strictObject({ url: z.string(), score }).nullable(),
    cannibalization_risk: z.boolean(),
  })),
  weak_matches: z.array(z.strictObject({
    keyword: z.string().min(1),
    search_volume: z.number().min(0).nullable(),
    best_url: z.string().min(1),
    best_title: z.string().min(1),
    score,
    gap_to_strong: score,
    recommendation: z.enum(["optimise_page", "build_new_page"]),
    fixes: z.array(z.string().min(1)).min(1),
  })),
  missing_page_opportunities: z.array(z.strictObject({
    id: z.string().regex(/^new-\d+$/),
    head_keyword: z.string().min(1),
    keywords: z.array(z.string().min(1)).min(1),
    total_search_volume: z.number().min(0).nullable(),
    intent: z.union([intentEnum, z.literal("unknown")]),
    suggested_page_type: z.enum([
      "blog_post",
      "guide",
      "comparison_page",
      "landing_page",
      "product",
      "pricing",
    ]),
    suggested_slug: z.string().min(1),
    suggested_url: z.string().regex(/^\//),
    suggested_title: z.string().min(1),
    closest_page: z.strictObject({ url: z.string(), score }).nullable(),
    reason: z.string().min(1),
    grouped_by: z.enum(["serp", "lexical"]).describe(
      "serp: every keyword of the page had a SERP and Google's overlapping results grouped them (method serp); lexical: their words did.",
    ),
  })),
  cannibalization_risks: z.array(z.strictObject({
    keyword: z.string().min(1),
    search_volume: z.number().min(0).nullable(),
    primary_url: z.string().min(1),
    primary_score: score,
    competing: z.array(z.strictObject({ url: z.string(), score, gap: score })).min(1),
    level: z.enum(["high", "medium"]),
    recommendation: z.string().min(1),
  })),
  page_assignments: z.array(z.strictObject({
    url: z.string().min(1),
    primary_keyword: z.string().min(1),
    secondary_keywords: z.array(z.string()),
    keyword_count: z.number().int().min(1),
  })),
  implementation_checklist: z.array(z.strictObject({
    step: z.number().int().min(1),
    task: z.string().min(1),
    priority: LevelSchema,
    keywords: z.array(z.string()),
    urls: z.array(z.string()),
    done_when: z.string().min(1),
  })).min(1),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1),
});

// ---------------------------------------------------------------------------------------------
