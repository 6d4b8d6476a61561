import { z } from "zod";
import {
  analyzeProgrammaticTemplate,
  CADENCES,
  PLAYBOOKS,
  ProgrammaticTemplateResultSchema,
} from "../analysis/programmatic_template/mod.ts";
import { defineOperation } from "./define.ts";
import { count, ownerTarget, stringList, text } from "./shared.ts";

/** A bracketed template variable such as `[city]` or `{city}`. */
const bracketedVariable = /\[\s*[\p{L}_][\p{L}\p{N}_ -]*\]|\{\s*[\p{L}_][\p{L}\p{N}_ -]*\}/u;

/** A repeating pattern that must contain at least one bracketed variable. */
function pattern(max: number) {
  return text(max).regex(
    bracketedVariable,
    "must contain a bracketed variable such as [city] or {city}",
  );
}

/** Where the values of the generated pages come from. */
const dataSource = z.object({
  name: text(200),
  type: text(100).optional().describe("Kind of source, e.g. csv, api, database, first_party."),
  freshness: text(100).optional().describe("How often the data is updated, e.g. daily, monthly."),
  fields: stringList(200, 100).optional().describe("Field names the source provides."),
});

/** One sample row of the data: field name to value. */
const sampleRecord = z.record(
  z.string().max(100),
  z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]),
).refine((record) => Object.keys(record).length <= 200, "a sample record has at most 200 fields");

/** The `/content/programmatic-template` request. */
export const ProgrammaticTemplateRequestSchema = z.object({
  keyword_pattern: pattern(300)
    .describe("Repeating keyword pattern with a bracketed variable, e.g. `plumbers in [city]`."),
  url_pattern: pattern(2048)
    .describe("Repeating URL pattern with a bracketed variable, e.g. `/plumbers/[city]`."),
  data_sources: z.array(dataSource).min(1).max(50)
    .describe("Sources of the page data (1-50); only `name` is required."),
  variables: z.array(text(100)).min(1).max(20)
    .describe("The pattern variables, e.g. `city` (1-20)."),
  playbook: z.enum(PLAYBOOKS).optional().describe(
    "The programmatic SEO playbook the page family follows.",
  ),
  unique_fields: stringList(100, 100).optional()
    .describe("Data fields that make each page unique."),
  sample_records: z.array(sampleRecord).max(500).optional()
    .describe("Sample data rows, field name to value (up to 500)."),
  publishing_cadence: z.enum(CADENCES).optional()
    .describe("How pages are published; default: weekly batches when ready, else a pilot."),
  target: ownerTarget,
  page_goal: text(300).optional().describe("What each generated page should achieve."),
  audience: text(300).optional().describe("Who the pages are for, in a few words."),
  page_count_estimate: count.optional().describe("How many pages the pattern would produce."),
  competitors: stringList(100, 300).optional()
    .describe("Competitor domains or URLs already covering the pattern (up to 100)."),
  conversion_cta: text(200).optional().describe("The call to action on each page."),
  include_schema: z.boolean().optional().describe("Include schema recommendations."),
  include_internal_linking: z.boolean().optional()
    .describe("Include the internal-link architecture."),
});

/** POST /content/programmatic-template: is a page template safe to scale, and how. */
export const contentProgrammaticTemplate = defineOperation({
  path: "/content/programmatic-template",
  tag: "content",
  summary: "Plan and risk-check a programmatic SEO page template",
  description:
    "Assesses a repeating keyword/URL pattern and its data sources and returns a readiness score, scale risk, launch decision, template sections, uniqueness rules, indexation gates, internal-link architecture, schema recommendations and a launch plan. Works on the supplied data only.",
  input: ProgrammaticTemplateRequestSchema,
  cost: 2,
  provider: false,
  example: {
    keyword_pattern: "emergency plumber in [city]",
    url_pattern: "/plumbers/[city]",
    data_sources: [
      {
        name: "Service area database",
        type: "first_party",
        freshness: "weekly",
        fields: ["city", "state", "licensed_plumbers", "avg_response_minutes"],
      },
    ],
    variables: ["city"],
    playbook: "locations",
    unique_fields: ["licensed_plumbers", "avg_response_minutes"],
    sample_records: [
      { city: "Austin", state: "TX", licensed_plumbers: 42, avg_response_minutes: 38 },
      { city: "Denver", state: "CO", licensed_plumbers: 31, avg_response_minutes: 45 },
    ],
    publishing_cadence: "pilot",
    target: "example.com",
    page_count_estimate: 250,
    conversion_cta: "Book a plumber",
  },
  output: ProgrammaticTemplateResultSchema,
  run: (input, ctx) => analyzeProgrammaticTemplate(input, { now: ctx.now }),
});
