/** The `/content/technical-qa` result schema and the types derived from it. */
import { z } from "zod";
import { CheckResultFields } from "../../agent/checks.ts";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

const count = z.number().int().min(0);

/** What a page shows: its title and counts of words, headings and crawlable links. */
const view = z.strictObject({
  title: z.string().nullable(),
  words: count,
  headings: count,
  links: count,
});

/** The `/content/technical-qa` result, exactly as `technicalQa` returns it. */
export const TechnicalQaResultSchema = z.strictObject({
  page: z.strictObject({
    input: z.enum(["url", "html", "markdown"]).describe("Which request field the page came from."),
    url: z.string().nullable().describe("The page URL: fetched final URL, else url or target."),
    status: z.number().int().nullable().describe(
      "HTTP status of the fetch; null for inline input.",
    ),
    redirects: z.array(z.string()).describe("URLs that redirected, in order."),
    content_type: z.string().nullable(),
    page_type: z.string().describe(
      "The type the thresholds used (given, from the URL, or unknown).",
    ),
    word_count: count,
  }),
  indexability: z.strictObject({
    indexable: z.boolean().describe(
      "False when a status, robots directive or robots.txt rule blocks indexing.",
    ),
    reasons: z.array(z.string()).describe("What blocks indexing, or what could not be checked."),
  }),
  metadata: z.strictObject({
    title: z.string().nullable(),
    title_length: count,
    meta_description: z.string().nullable(),
    description_length: count,
    lang: z.string().nullable().describe(
      "The declared language (html lang, Content-Language ...).",
    ),
    detected_language: z.string().nullable().describe("ISO 639-1 language the text reads as."),
  }),
  canonical: z.strictObject({
    declared: z.string().nullable(),
    expected: z.string().nullable(),
    matches: z.boolean().nullable().describe("declared == expected; null when none is expected."),
  }),
  headings: z.strictObject({
    h1: z.array(z.string()),
    outline: z.strictObject({ h1: count, h2: count, h3: count, h4: count, h5: count, h6: count }),
    skipped_levels: z.array(z.string()),
  }),
  structured_data: z.strictObject({
    types: z.array(z.string()).describe(
      "schema.org types of the page's JSON-LD, Microdata and RDFa.",
    ),
    blocks: count.describe("JSON-LD blocks."),
    valid_blocks: count.describe(
      "JSON-LD blocks that parse as written (Google does not repair JSON).",
    ),
    items: count.describe("Top-level Microdata and RDFa items."),
    errors: z.array(z.string()).describe(
      "Errors Google would not accept: unparsable blocks, non-schema.org types, rich-result rule errors.",
    ),
    warnings: count.describe("Recommended properties missing (not findings)."),
    not_shown: z.array(z.strictObject({ type: z.string(), feature: z.string(), note: z.string() }))
      .describe(
        "Markup for rich results Google restricted or retired: no opportunity, not an error.",
      ),
    by_block: z.array(z.strictObject({
      block: z.string().describe('"JSON-LD block 2", "Microdata item".'),
      types: z.array(z.string()),
      errors: z.array(z.string()).describe(
        "Errors Google would not accept, with the property path.",
      ),
      warnings: z.array(z.string()).describe(
        "Recommended properties missing, with the property path.",
      ),
    })).describe("Each block's errors and warnings (up to 20 blocks, 20 messages each)."),
  }),
  rendering: z.strictObject({
    mode: z.enum(["raw_html", "rendered"]).describe(
      "What was audited: the HTML as sent (raw_html), or, with RENDER=chromium, a JavaScript shell's rendered DOM.",
    ),
    note: z.string(),
    comparison: z.strictObject({
      raw: view,
      rendered: view,
      only_rendered: z.array(z.string()).describe("What only the rendered page has."),
      settled: z.boolean().describe("False when the render was cut at its time limit."),
    }).nullable(),
  }),
  internal_links: z.strictObject({
    internal: count.describe("Crawlable links to the page's own host."),
    external: count,
    nofollow: count.describe("Internal links marked nofollow."),
    not_crawlable: count,
  }),
  image_alt: z.strictObject({ total: count, missing: count, empty: count }),
  findings: CheckResultFields.findings,
  severity_counts: CheckResultFields.severity_counts,
  readiness_score: z.number().int().min(0).max(100),
  readiness_band: z.enum(["ready", "needs_work", "blocked"]),
  publish_checklist: z.array(z.strictObject({
    step: count.min(1),
    action: z.string(),
    priority: LevelSchema,
    finding: z.string().nullable().describe("The finding the step fixes; null for the final step."),
  })),
  checks: CheckResultFields.checks,
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/content/technical-qa` result. */
export type TechnicalQaResult = z.output<typeof TechnicalQaResultSchema>;

/** One finding. */
export type Finding = TechnicalQaResult["findings"][number];
