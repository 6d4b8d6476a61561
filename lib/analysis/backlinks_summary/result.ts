/** The `/backlinks/summary` result schema. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

const count = z.number().int().min(0);

/** The `/backlinks/summary` result, exactly as `summarizeBacklinks` returns it. */
export const BacklinksSummaryResultSchema = z.strictObject({
  target: z.string(),
  data_source: z.enum(["dataforseo", "sandbox"])
    .describe("sandbox: synthetic demo data, never a real profile."),
  found: z.boolean().describe("False when the provider has no backlink data for the target."),
  metrics: z.strictObject({
    rank: z.number().min(0).describe("Authority on the request's rank_scale."),
    rank_100: z.number().min(0).max(100).describe("The same authority on 0-100."),
    backlinks: count,
    referring_domains: count,
    referring_main_domains: count,
    referring_ips: count,
    dofollow_share: z.number().min(0).max(1).describe(
      "Share of referring domains that pass link equity.",
    ),
    backlinks_per_domain: z.number().min(0),
    broken_backlinks: count,
    broken_share: z.number().min(0).max(1),
    spam_score: z.number().min(0).max(100).describe(
      "DataForSEO's spam score of the links pointing at the target (backlinks_spam_score).",
    ),
    site_spam_score: z.number().min(0).max(100).describe(
      "How spammy the target itself looks (info.target_spam_score), not its links.",
    ),
    referring_subnets: count,
    first_seen: z.string().nullable(),
  }).nullable(),
  authority_tier: z.enum(["elite", "strong", "established", "emerging", "new", "unknown"]),
  risk_level: LevelSchema,
  risk_signals: z.array(z.strictObject({ signal: z.string(), value: z.number(), why: z.string() })),
  recommended_action: z.strictObject({
    type: z.enum([
      "clean_up_toxic_links",
      "reclaim_broken_links",
      "build_authority",
      "diversify_referring_domains",
      "maintain_and_monitor",
      "no_data",
    ]),
    reason: z.string(),
  }),
  top_countries: z.array(z.strictObject({ country: z.string(), backlinks: count })).max(10),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/backlinks/summary` result. */
export type BacklinksSummaryResult = z.output<typeof BacklinksSummaryResultSchema>;
