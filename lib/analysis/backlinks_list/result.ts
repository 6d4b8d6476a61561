/** The `/backlinks/list` result schema. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

const count = z.number().int().min(0);
const linkClass = z.enum([
  "broken_target_repair",
  "lost_link_reclaim",
  "quality_review",
  "authority_protection",
  "outreach_reference",
]);

/** The `/backlinks/list` result, exactly as `listBacklinks` returns it. */
export const BacklinksListResultSchema = z.strictObject({
  target: z.string(),
  data_source: z.enum(["dataforseo", "sandbox"]),
  total_count: count.describe("Backlinks matching the request at the provider."),
  offset: count,
  links: z.array(z.strictObject({
    url_from: z.string(),
    domain_from: z.string(),
    url_to: z.string(),
    anchor: z.string(),
    dofollow: z.boolean(),
    domain_rank: z.number().min(0),
    page_rank: z.number().min(0),
    spam_score: z.number().min(0).max(100),
    first_seen: z.string().nullable(),
    last_seen: z.string().nullable(),
    status: z.enum(["live", "lost", "broken"]),
    class: linkClass,
    priority: LevelSchema,
    action: z.string(),
  })).max(100),
  by_class: z.record(z.string(), count),
  redirect_rule: z.strictObject({
    from: z.string().describe("The dead URLs' path template, e.g. /recipes/{id}-{slug}/."),
    to: z.string().describe("The live URLs' path template, e.g. /recipe/{slug}/."),
    links: count.describe("Links the rule repairs."),
  }).nullable().describe(
    "One rewrite rule that repairs every broken target of the list, when they share a template.",
  ),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/backlinks/list` result. */
export type BacklinksListResult = z.output<typeof BacklinksListResultSchema>;
