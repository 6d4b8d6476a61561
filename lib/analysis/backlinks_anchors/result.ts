/** The `/backlinks/anchors` result schema. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

const count = z.number().int().min(0);
const intent = z.enum(["branded", "naked_url", "generic", "keyword", "empty"]);

/** The `/backlinks/anchors` result, exactly as `analyzeAnchors` returns it. */
export const BacklinksAnchorsResultSchema = z.strictObject({
  target: z.string(),
  data_source: z.enum(["dataforseo", "sandbox"]),
  total_count: count,
  anchors: z.array(z.strictObject({
    anchor: z.string(),
    intent,
    commercial: z.boolean().describe(
      "A keyword anchor with a buying modifier (best, pricing, buy ...).",
    ),
    backlinks: count,
    referring_domains: count,
    share: z.number().min(0).max(1).describe("Share of the listed anchors' backlinks."),
    spam_score: z.number().min(0).max(100),
    broken_backlinks: count,
    lost: z.boolean(),
    signals: z.array(z.string()),
    priority: LevelSchema,
    action: z.string(),
  })).max(100),
  distribution: z.record(z.string(), z.number().min(0).max(1))
    .describe("Share of the listed backlinks per anchor intent."),
  over_optimisation: z.strictObject({
    keyword_share: z.number().min(0).max(1),
    commercial_share: z.number().min(0).max(1),
    level: LevelSchema,
  }),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/backlinks/anchors` result. */
export type BacklinksAnchorsResult = z.output<typeof BacklinksAnchorsResultSchema>;
