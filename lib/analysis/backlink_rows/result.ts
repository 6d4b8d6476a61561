/** The `/backlinks/referring-domains` and `/backlinks/domain-pages` result schemas. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

const count = z.number().int().min(0);

const judged = {
  rank: z.number().min(0).describe("On the request's rank_scale."),
  rank_100: z.number().min(0).max(100),
  backlinks: count,
  referring_domains: count,
  referring_pages: count,
  spam_score: z.number().min(0).max(100),
  broken_backlinks: count,
  first_seen: z.string().nullable(),
  lost_date: z.string().nullable(),
  signals: z.array(z.string()),
  priority: LevelSchema,
  action: z.string(),
};

const common = {
  target: z.string(),
  data_source: z.enum(["dataforseo", "sandbox"]),
  total_count: count,
  by_priority: z.strictObject({ high: count, medium: count, low: count }),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
};

/** The `/backlinks/referring-domains` result. */
export const ReferringDomainsResultSchema = z.strictObject({
  ...common,
  domains: z.array(z.strictObject({ domain: z.string(), ...judged })).max(100),
});

/** The `/backlinks/domain-pages` result. */
export const DomainPagesResultSchema = z.strictObject({
  ...common,
  pages: z.array(z.strictObject({
    page: z.string(),
    title: z.string().nullable(),
    status_code: z.number().int(),
    ...judged,
  })).max(100),
});

export type ReferringDomainsResult = z.output<typeof ReferringDomainsResultSchema>;
export type DomainPagesResult = z.output<typeof DomainPagesResultSchema>;
