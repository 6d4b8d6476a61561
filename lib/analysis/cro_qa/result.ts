/** The `/page/cro-qa` result schema. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

const area = z.enum(["value_proposition", "cta", "proof", "objections", "friction"]);

/** The `/page/cro-qa` result, exactly as `reviewConversion` returns it. */
export const CroQaResultSchema = z.strictObject({
  conversion_goal: z.string(),
  goal_source: z.enum(["declared", "inferred", "page_type", "default"]).describe(
    "inferred: from the page's own calls to action; page_type: the usual goal of the declared page type; default: learn_more.",
  ),
  language: z.string(),
  value_proposition: z.strictObject({
    headline: z.string().nullable(),
    subheadline: z.string().nullable(),
  }),
  ctas: z.array(z.strictObject({
    text: z.string(),
    href: z.string().nullable(),
    kind: z.enum(["link", "button"]),
    goal: z.string().nullable().describe("The goal its wording serves."),
    matches_goal: z.boolean(),
    words_before: z.number().int().nullable().describe(
      "Where it sits: words of page text before it.",
    ),
  })).max(50),
  proof: z.array(z.strictObject({ kind: z.string(), text: z.string() }))
    .describe("Proof found on the page, quoted."),
  objection_handling: z.array(z.strictObject({ kind: z.string(), text: z.string() }))
    .describe("Answers to objections found on the page, quoted."),
  findings: z.array(z.strictObject({
    id: z.string(),
    area,
    severity: LevelSchema,
    title: z.string(),
    evidence: z.string().nullable().describe(
      "The page text the finding points at; null when something is missing.",
    ),
    fix: z.string(),
  })),
  severity_counts: z.strictObject({
    high: z.number().int(),
    medium: z.number().int(),
    low: z.number().int(),
  }),
  cta_alternatives: z.array(z.string()).max(3),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/page/cro-qa` result. */
export type CroQaResult = z.output<typeof CroQaResultSchema>;
