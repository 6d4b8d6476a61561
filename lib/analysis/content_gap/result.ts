/**
 * The `/content/gap` result, declared once: the types derive from it, and `/content/refresh-brief`
 * embeds its `content_brief` as the gap evidence. Every gap names the competitor URLs it came from
 * (`urls`) and how many of the top results support it (`support`).
 */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";
import {
  FailedPageSchema,
  FORMAT_FAMILIES,
  FORMATS,
  QuestionSchema,
  WordCountBandSchema,
} from "../serp_evidence/result.ts";
import { ReadingBasisSchema } from "../../toolkit/values.ts";

const urls = z.array(z.string()).describe("The competitor URLs it came from, best ranked first.");
const support = z.number().int().min(0).describe("How many competitor pages support it.");
const share = z.number().min(0).max(1).describe("support / competitor pages read.");
const priority = LevelSchema.describe(
  "high: at least half the competitors read have it; medium: at least 30%; low: fewer.",
);

/** A heading cluster competitors share that the page lacks. */
export const MissingSectionSchema = z.strictObject({
  heading: z.string().describe("The wording most competitors use (their language)."),
  variants: z.array(z.string()),
  level: z.number().int().min(1).max(3).describe("The heading level competitors give it."),
  parent_heading: z.string().nullable().describe(
    "The competitors' heading it usually sits under (an H3's H2), or null.",
  ),
  order: z.number().min(0).max(1).describe("Where competitors place it (0 top, 1 bottom)."),
  coverage: z.enum(["missing", "mentioned_in_text"]).describe(
    "`missing`: neither a heading nor the words on the page; `mentioned_in_text`: the words appear but no heading gives the topic its own section.",
  ),
  priority,
  urls,
  support,
  share,
  evidence: z.array(z.strictObject({
    url: z.string(),
    domain: z.string(),
    words: z.number().int().min(0),
  })).describe(
    "Each competitor page whose main content covers it, and the words it writes under it.",
  ),
  confidence: z.number().min(0).max(1).describe(
    "From the evidence: the share of model sites covering it and how much they write under it.",
  ),
});

/** A question competitors or People also ask raise that no heading or FAQ of the page answers. */
export const MissingQuestionSchema = QuestionSchema.extend({ priority });

/** A term or phrase most competitors use that the page never uses. */
export const MissingTermSchema = z.strictObject({
  term: z.string(),
  priority,
  urls,
  support,
  share,
});

/** A named entity several competitors mention that the page does not. */
export const MissingEntitySchema = z.strictObject({ name: z.string(), urls, support });

/** The page's length against the competitors' band. */
export const LengthGapSchema = z.strictObject({
  page_words: z.number().int().min(0).describe("Words of the page's main content."),
  band: WordCountBandSchema,
  status: z.enum(["below", "within", "above", "unknown"]).describe(
    "Against the band's target (median to 75th percentile); unknown when no competitor was read.",
  ),
  words_to_add: z.number().int().min(0).describe("Words short of the target's minimum."),
});

/** One media kind on the page against the competitors. */
export const MediaGapSchema = z.strictObject({
  kind: z.enum(["images", "videos", "tables", "lists"]),
  page_count: z.number().int().min(0),
  competitor_median: z.number().min(0),
  status: z.enum(["missing", "fewer", "ok"]).describe(
    "`missing`: most competitors have it, the page has none; `fewer`: under half the competitors' median.",
  ),
  urls,
  support,
  share,
});

/** The page's format against the format that dominates the SERP. */
export const FormatGapSchema = z.strictObject({
  page_format: z.enum(FORMATS),
  page_family: z.enum(FORMAT_FAMILIES),
  signal: z.string().describe("What told the page's format."),
  dominant_family: z.enum(FORMAT_FAMILIES).nullable(),
  dominant_formats: z.array(z.enum(FORMATS)),
  clear: z.boolean().describe("True when at least half the competitors share the family."),
  match: z.boolean().nullable().describe(
    "False: the page is another format than most results (null: no clear dominant format).",
  ),
  urls,
  support,
});

/** Something the page already covers as well as the competitors. */
export const StrengthSchema = z.strictObject({
  kind: z.enum(["section", "term", "question", "length", "format", "media"]),
  what: z.string(),
  urls,
  support,
});

/** The compact content brief: what the page lacks against the SERP, and what it already has. */
export const ContentBriefSchema = z.strictObject({
  coverage_score: z.number().min(0).max(1).nullable().describe(
    "Share of the sections at least 2 competitors share that the page covers (null: none shared).",
  ),
  missing_sections: z.array(MissingSectionSchema).describe(
    "Heading clusters (up to scrape_depth) at least 2 competitors have and the page lacks, most supported first.",
  ),
  missing_questions: z.array(MissingQuestionSchema),
  missing_terms: z.array(MissingTermSchema).describe(
    "Terms and phrases at least 30% of competitors use and the page never uses.",
  ),
  missing_entities: z.array(MissingEntitySchema),
  length: LengthGapSchema,
  media: z.array(MediaGapSchema),
  format: FormatGapSchema,
  first_hand: z.strictObject({
    missing: z.boolean().describe(
      "At least 2 model pages show how they tested or why to trust them, and the page does not.",
    ),
    urls: z.array(z.string()).describe("The model pages that show it."),
    support: z.number().int().min(0),
  }).describe(
    "Shown first-hand evidence (a methodology or trust block): a format signal the SERP rewards, written from the page's own testing, never copied.",
  ),
  covered_well: z.array(StrengthSchema).describe("What the page already covers: keep it."),
});

/** The page under review as it was read. */
export const ReviewedPageSchema = z.strictObject({
  url: z.string(),
  final_url: z.string(),
  title: z.string().nullable(),
  h1: z.string().nullable(),
  words: z.number().int().min(0).describe("Words of the main content."),
  headings_compared: z.number().int().min(0).describe("Its headings up to scrape_depth."),
  serp_position: z.number().int().min(1).nullable().describe(
    "Its organic position among the results read (null: not found); never counted as a competitor.",
  ),
});

/** The SERP evidence the comparison rests on. */
export const GapSerpSchema = z.strictObject({
  fetched_at: z.iso.datetime(),
  results: z.number().int().min(0).describe("Top results considered, the page itself excluded."),
  pages_read: z.number().int().min(0).describe("Competitor pages fetched and read."),
  basis: ReadingBasisSchema,
  competitors: z.array(z.strictObject({
    position: z.number().int().min(1),
    url: z.string(),
    title: z.string().nullable(),
    format: z.enum(FORMATS),
    read: z.boolean(),
  })),
  failed: z.array(FailedPageSchema).describe("Competitors that could not be read, with why."),
});

/** The result of `/content/gap`. */
export const ContentGapResultSchema = z.strictObject({
  url: z.string(),
  keyword: z.string(),
  location: z.string(),
  language: z.string().describe("Language code of the keyword's market."),
  device: z.enum(["desktop", "mobile"]),
  data_source: z.enum(["dataforseo", "sandbox"]),
  synthetic: z.boolean().describe("True on the sandbox: demo SERP, no competitor fetched."),
  scrape_depth: z.enum(["h1", "h2", "h3"]),
  page: ReviewedPageSchema,
  serp: GapSerpSchema,
  content_brief: ContentBriefSchema,
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

export type ContentGapResult = z.output<typeof ContentGapResultSchema>;
export type ContentBrief = z.output<typeof ContentBriefSchema>;
export type MissingSection = z.output<typeof MissingSectionSchema>;
export type MissingQuestion = z.output<typeof MissingQuestionSchema>;
export type Strength = z.output<typeof StrengthSchema>;
export type ReviewedPage = z.output<typeof ReviewedPageSchema>;
export type GapSerp = z.output<typeof GapSerpSchema>;
