/**
 * The shapes of the SERP evidence analysis, declared once: the types derive from them and the
 * consumers' output schemas embed them. Every item says which ranking URLs it came from
 * (`urls`) and how many of the top results support it (`support`).
 */
import { z } from "zod";
import {
  BRIEF_PAGE_TYPES,
  IntentBuyingFirstSchema,
  ReadingBasisSchema,
} from "../../toolkit/values.ts";

const urls = z.array(z.string()).describe("The ranking URLs it came from, best ranked first.");
const support = z.number().int().min(0).describe("How many of the top results support it.");
const share = z.number().min(0).max(1).describe(
  "support / pages read (fetched pages; SERP results when none could be read).",
);

/** Why a ranking page could not be read. */
export const FAILURE_REASONS = [
  "timeout",
  "too_large",
  "refused",
  "unreachable",
  "http_error",
  "not_html",
  "aborted",
] as const;

/** A ranking page that could not be read: kept, never dropped, and reported. */
export const FailedPageSchema = z.strictObject({
  url: z.string(),
  position: z.number().int().min(1),
  reason: z.enum(FAILURE_REASONS),
  message: z.string(),
});

/** Headings that mean the same across competitors ("What is X" and "X explained"). */
export const HeadingClusterSchema = z.strictObject({
  id: z.string().describe("Stable id within one analysis (`h1`, `h2` ...)."),
  heading: z.string().describe("The wording most competitors use."),
  variants: z.array(z.string()).describe("Other wordings seen (at most 3)."),
  levels: z.array(z.number().int().min(1).max(6)).describe("Heading levels used, ascending."),
  parent: z.string().nullable().describe(
    "The cluster most often just above it (an H3's H2), or null.",
  ),
  order: z.number().min(0).max(1).describe(
    "Median relative place on the pages using it (0 top, 1 bottom): competitors' order.",
  ),
  urls,
  support: z.number().int().min(0).describe(
    "How many distinct ranking sites (domains) cover it in their main content.",
  ),
  share,
  coverage: z.array(z.strictObject({
    url: z.string(),
    domain: z.string(),
    words: z.number().int().min(0).describe(
      "Words the page writes under the heading (its subsections included).",
    ),
  })).describe("Each page whose main content covers it, and how much."),
});

/** A term or phrase of the ranking pages, weighted by how many use it. */
export const TermSchema = z.strictObject({
  term: z.string(),
  words: z.number().int().min(1).max(3),
  mentions: z.number().int().min(1).describe("Occurrences over all pages read."),
  in_keyword: z.boolean(),
  urls,
  support,
  share,
});

/** A question to answer, with where it was asked. */
export const QuestionSchema = z.strictObject({
  question: z.string(),
  sources: z.array(z.enum(["heading", "faq_schema", "people_also_ask"])),
  urls,
  support,
});

/** A named entity (product, brand, organisation, standard) several pages mention. */
export const EntitySchema = z.strictObject({ name: z.string(), urls, support });

/** A figure several pages state. */
export const FigureSchema = z.strictObject({
  figure: z.string(),
  kind: z.enum(["year", "percent", "money", "quantity"]),
  urls,
  support,
});

/** Word counts of the main content of the pages read. */
export const WordCountBandSchema = z.strictObject({
  pages: z.number().int().min(0),
  min: z.number().int().nullable(),
  median: z.number().int().nullable(),
  p75: z.number().int().nullable(),
  max: z.number().int().nullable(),
  target: z.strictObject({ min: z.number().int(), max: z.number().int() }).nullable()
    .describe("Median to 75th percentile, rounded to 50 words; null when no page was read."),
});

/** One kind of media across the pages read. */
export const MediaBandSchema = z.strictObject({
  kind: z.enum(["images", "videos", "tables", "lists"]),
  median: z.number().min(0).describe("Median count per page read."),
  urls: urls.describe("The pages that have at least one."),
  support,
  share,
});

/** The formats of page Google ranks. */
export const FORMATS = [
  "listicle",
  "comparison",
  "how_to",
  "guide",
  "definition",
  "product",
  "category",
  "service",
  "landing_page",
  "directory",
  "tool",
  "forum",
  "video",
  "news",
  "article",
] as const;

/** Formats grouped as an editor chooses between them. */
export const FORMAT_FAMILIES = [
  "listicle_comparison",
  "guide",
  "definition",
  "product_landing",
  "service",
  "directory",
  "tool",
  "forum",
  "video",
  "news",
  "article",
] as const;

/** The page type a brief recommends (the `/content/brief` enum, `toolkit/values.ts`). */
export const RECOMMENDED_PAGE_TYPES = BRIEF_PAGE_TYPES;

/** The format of one ranking result, and the signal that told it. */
export const RankedFormatSchema = z.strictObject({
  url: z.string(),
  position: z.number().int().min(1),
  format: z.enum(FORMATS),
  signal: z.string(),
  read: z.boolean().describe("True when the page was fetched (else title and URL only)."),
});

/** How many results of one format rank. */
export const FormatShareSchema = z.strictObject({ format: z.enum(FORMATS), urls, support, share });

/** The format most results share, and what to build for it. */
export const DominantFormatSchema = z.strictObject({
  family: z.enum(FORMAT_FAMILIES),
  formats: z.array(z.enum(FORMATS)),
  page_type: z.enum(RECOMMENDED_PAGE_TYPES),
  clear: z.boolean().describe("True when at least half of the results share the family."),
  urls,
  support,
  share: z.number().min(0).max(1).describe("support / top results classified."),
});

/** A structured data type the ranking pages declare. */
export const SchemaTypeUseSchema = z.strictObject({ type: z.string(), urls, support });

/** Everything read from the evidence, in the keyword's language. */
export const SerpEvidenceAnalysisSchema = z.strictObject({
  basis: ReadingBasisSchema.describe(
    "`pages`: fetched ranking pages; `serp_only`: titles and snippets only; `none`: no results.",
  ),
  language: z.string().describe("Language code the text was read in (stemming, stopwords)."),
  results: z.number().int().min(0).describe("Top results considered."),
  pages_read: z.number().int().min(0),
  models: z.strictObject({
    group: z.enum(["editorial", "commercial"]).describe(
      "The kind of page modelled on: articles and guides, or product, category and service pages.",
    ),
    urls: urls.describe("The pages headings, questions, terms and lengths are read from."),
    set_aside: z.array(z.strictObject({ url: z.string(), format: z.enum(FORMATS) })).describe(
      "Pages read but not modelled on (forums, videos, directories, tools, the other group).",
    ),
  }),
  headings: z.array(HeadingClusterSchema),
  terms: z.array(TermSchema),
  phrases: z.array(TermSchema),
  questions: z.array(QuestionSchema),
  entities: z.array(EntitySchema),
  figures: z.array(FigureSchema),
  word_count: WordCountBandSchema,
  media: z.array(MediaBandSchema),
  intent: z.strictObject({
    intent: IntentBuyingFirstSchema,
    local: z.boolean().describe("Searchers want a business near them (a local pack or map)."),
    buying: z.boolean().describe(
      "Searchers want to buy a product (shopping units, or product and category pages rank).",
    ),
    signals: z.array(z.string()).describe("What told it: the keyword, SERP features, money pages."),
  }).describe("The query's intent as the keyword and its result page show it."),
  methodology: z.strictObject({ urls, support }).describe(
    "Model pages with a methodology or trust block (how they tested, why trust them): a format signal, never a section to copy.",
  ),
  formats: z.array(FormatShareSchema),
  ranked_formats: z.array(RankedFormatSchema),
  dominant_format: DominantFormatSchema.nullable(),
  schema_types: z.array(SchemaTypeUseSchema),
});

export type FailedPage = z.output<typeof FailedPageSchema>;
export type FailureReason = typeof FAILURE_REASONS[number];
export type HeadingCluster = z.output<typeof HeadingClusterSchema>;
export type Term = z.output<typeof TermSchema>;
export type Question = z.output<typeof QuestionSchema>;
export type Entity = z.output<typeof EntitySchema>;
export type Figure = z.output<typeof FigureSchema>;
export type WordCountBand = z.output<typeof WordCountBandSchema>;
export type MediaBand = z.output<typeof MediaBandSchema>;
export type Format = typeof FORMATS[number];
export type FormatFamily = typeof FORMAT_FAMILIES[number];
export type RecommendedPageType = typeof RECOMMENDED_PAGE_TYPES[number];
export type RankedFormat = z.output<typeof RankedFormatSchema>;
export type FormatShare = z.output<typeof FormatShareSchema>;
export type DominantFormat = z.output<typeof DominantFormatSchema>;
export type SchemaTypeUse = z.output<typeof SchemaTypeUseSchema>;
export type SerpEvidenceAnalysis = z.output<typeof SerpEvidenceAnalysisSchema>;
