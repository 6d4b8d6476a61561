/** The `/content/draft-qa` result, declared once; the types derive from it. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";
import {
  DominantFormatSchema,
  FailedPageSchema,
  FORMATS,
  RECOMMENDED_PAGE_TYPES,
  WordCountBandSchema,
} from "../serp_evidence/result.ts";
import { SchemaRecommendationSchema } from "../serp_outline/result.ts";
import { ReadingBasisSchema } from "../../toolkit/values.ts";

const urls = z.array(z.string()).describe(
  "The ranking URLs the item comes from, best ranked first (empty: the draft alone, or People also ask).",
);
const support = z.number().int().min(0).describe("How many of the top results support it.");
const count = z.number().int().min(0);

/** The three verdicts, best first. */
export const READINESS = ["ready", "needs_work", "not_ready"] as const;

/** The groups an issue belongs to (one result list each). */
export const ISSUE_GROUPS = [
  "missing_serp_expectation",
  "weak_section",
  "proof_gap",
  "spam_risk",
  "title_meta",
  "schema",
] as const;

/** What every issue carries: what, why, what to do, and the ranking pages behind it. */
const issueFields = {
  id: z.string().describe("Stable id within one result (`section:h3`, `proof:no_sources` ...)."),
  check: z.string().describe("The check that raised it (see `method.checks`)."),
  severity: LevelSchema,
  title: z.string().describe("What is missing or wrong, in the keyword's language."),
  why: z.string(),
  fix: z.string(),
  urls,
  support,
};

/** A section, question, format, length or media most ranking pages have and the draft lacks. */
export const MissingExpectationSchema = z.strictObject({
  ...issueFields,
  kind: z.enum(["section", "question", "topic", "fact", "format", "length", "media"]),
  expectation: z.string().describe(
    "The heading, question, topic, figure, format, word band or media kind.",
  ),
  mentioned_in_draft: z.boolean().describe(
    "True when the draft's text names it without giving it a section (sections and questions).",
  ),
  examples: z.array(z.string()).max(5).describe(
    "What the ranking pages' main content says of it (a sentence per page), for topics and facts.",
  ),
});

/** A draft section far thinner than competitors' treatment of the same topic. */
export const WeakSectionSchema = z.strictObject({
  ...issueFields,
  draft_heading: z.string(),
  competitor_heading: z.string().describe("How most competitors word the same section."),
  draft_words: count,
  competitor_median_words: count.describe("Median words competitors give the section."),
  missing_terms: z.array(z.string()).describe(
    "Words at least two competitors use in the section that the draft's section lacks.",
  ),
});

/** A claim, comparison or figure the draft states without proof. */
export const ProofGapSchema = z.strictObject({
  ...issueFields,
  kind: z.enum([
    "unsupported_claims",
    "no_sources",
    "no_examples",
    "comparison_without_criteria",
    "no_figures",
    "no_byline",
    "no_regulatory_statement",
    "no_risk_warning",
    "no_first_hand_evidence",
    "conflicting_figures",
  ]),
  examples: z.array(z.string()).max(5).describe(
    "The draft's sentences it is about, or (trust gaps) what the ranking pages show.",
  ),
});

/** Over-optimisation Google's spam policies name: the target phrase repeated far past natural use. */
export const SpamRiskSchema = z.strictObject({
  ...issueFields,
  kind: z.enum(["keyword_stuffing"]),
  phrase: z.string().describe("The target phrase counted (the keyword, word stems matched)."),
  occurrences: count.describe("Times in the draft's main content (H1 and headings included)."),
  words: count.describe("Words of the draft's main content."),
  per_100_words: z.number().min(0),
  title_occurrences: count,
  description_occurrences: count,
  ranking_median_per_100_words: z.number().min(0).nullable().describe(
    "The phrase's rate in the ranking pages' main content (pages with 100+ words); null when none.",
  ),
  ranking_max_per_100_words: z.number().min(0).nullable(),
  pages_compared: count,
});

/** A title, meta description or H1 problem (`/content/title-meta`, `/content/technical-qa` checks). */
export const TitleMetaIssueSchema = z.strictObject({
  ...issueFields,
  detail: z.string().describe("What the reused check measured (its own wording)."),
});

/** One thing for the editor to do, in order. */
export const EditorTaskSchema = z.strictObject({
  step: count.min(1),
  priority: LevelSchema,
  task: z.string().describe("What to do, in the keyword's language."),
  why: z.string(),
  issue: z.string().describe("The id of the issue it resolves."),
  group: z.enum(ISSUE_GROUPS),
  urls,
  support,
  confidence: z.number().min(0).max(1).describe(
    "How far the task rests on evidence: the share of ranking pages behind it and how many were read; a measure of the draft alone (its own text, title, claims) is 0.75.",
  ),
});

/** The result of `/content/draft-qa`. */
export const DraftQaResultSchema = z.strictObject({
  keyword: z.string(),
  location: z.string(),
  language: z.string().describe("Language code of the market: the tasks are written in it."),
  device: z.enum(["desktop", "mobile"]),
  data_source: z.enum(["dataforseo", "sandbox"]),
  synthetic: z.boolean().describe("True on the sandbox: demo SERP, no ranking page fetched."),
  qa_depth: z.enum(["standard", "strict"]),
  publish_readiness_score: z.number().int().min(0).max(100).describe(
    "100 minus each counted issue's weight (see method.readiness).",
  ),
  readiness: z.enum(READINESS).describe(
    "ready: publish; needs_work: fix the listed issues first; not_ready: the draft does not yet meet what ranks.",
  ),
  readiness_reason: z.string().describe("Why this verdict, including what held a score back."),
  draft: z.strictObject({
    input: z.enum(["draft_url", "draft_markdown"]),
    url: z.string().nullable(),
    title: z.string().nullable().describe("The <title>, or the Markdown front matter's title."),
    meta_description: z.string().nullable(),
    h1: z.string().nullable(),
    words: count,
    sections: z.array(z.strictObject({ heading: z.string(), level: count, words: count })),
    format: z.enum(FORMATS).describe("The draft classified by the rules ranking pages are."),
    media: z.strictObject({ images: count, videos: count, tables: count, lists: count }),
  }),
  serp: z.strictObject({
    fetched_at: z.iso.datetime(),
    results: count.describe("Top results considered."),
    pages_read: count,
    basis: ReadingBasisSchema,
    failed: z.array(FailedPageSchema).describe("Top results that could not be read, with why."),
    dominant_format: DominantFormatSchema.nullable(),
    page_type: z.enum(RECOMMENDED_PAGE_TYPES),
    word_count: WordCountBandSchema,
  }),
  missing_serp_expectations: z.array(MissingExpectationSchema),
  weak_sections: z.array(WeakSectionSchema),
  proof_gaps: z.array(ProofGapSchema),
  spam_risks: z.array(SpamRiskSchema).describe(
    "Keyword stuffing measured against the ranking pages' own use of the phrase.",
  ),
  title_meta_issues: z.array(TitleMetaIssueSchema),
  schema_recommendations: z.array(SchemaRecommendationSchema.extend({
    in_draft: z.boolean().describe("True when the draft already declares the type."),
  })),
  schema_issues: z.array(TitleMetaIssueSchema).describe(
    "JSON-LD the draft declares that does not parse or lacks a schema.org @context (draft_url only).",
  ),
  editor_tasks: z.array(EditorTaskSchema).describe("Most severe first; one per issue."),
  severity_counts: z.strictObject({ high: count, medium: count, low: count }),
  checks: z.strictObject({
    run: count,
    passed: z.array(z.string()),
    skipped: z.array(z.strictObject({ id: z.string(), reason: z.string() })),
  }),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

export type DraftQaResult = z.output<typeof DraftQaResultSchema>;
export type Readiness = typeof READINESS[number];
export type IssueGroup = typeof ISSUE_GROUPS[number];
export type MissingExpectation = z.output<typeof MissingExpectationSchema>;
export type WeakSection = z.output<typeof WeakSectionSchema>;
export type ProofGap = z.output<typeof ProofGapSchema>;
export type TitleMetaIssue = z.output<typeof TitleMetaIssueSchema>;
export type SpamRisk = z.output<typeof SpamRiskSchema>;
export type EditorTask = z.output<typeof EditorTaskSchema>;

/** Any issue, tagged with its group. */
export type Issue =
  | ({ group: "missing_serp_expectation" } & MissingExpectation)
  | ({ group: "weak_section" } & WeakSection)
  | ({ group: "proof_gap" } & ProofGap)
  | ({ group: "spam_risk" } & SpamRisk)
  | ({ group: "title_meta" } & TitleMetaIssue)
  | ({ group: "schema" } & TitleMetaIssue);
