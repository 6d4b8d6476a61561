/** The `/domain/competitors` result schema; the types derive from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { LevelSchema } from "../../agent/workflow.ts";
import { SetAsideSchema } from "../rivals/schema.ts";
import { DataSourceSchema } from "../keyword_rows/mod.ts";

const count = z.number().int().min(0);
const share = z.number().min(0).max(1);
const score = z.number().min(0).max(100);

const CompetitorSchema = z.strictObject({
  domain: z.string(),
  avg_position: z.number().min(0).describe("The competitor's average position on shared keywords."),
  intersections: count.describe("Keywords both the target and the competitor rank for."),
  share_of_target_keywords: share.nullable().describe(
    "intersections / the target's keywords in the same rank range (max_rank_group, the provider's count on the target's own row); null when the provider did not report the target's footprint.",
  ),
  share_of_competitor_keywords: share.nullable()
    .describe("intersections / the competitor's ranked keywords."),
  competitor_keywords: count.describe("Keywords the competitor ranks for in all."),
  competitor_traffic: z.number().min(0)
    .describe("The competitor's whole estimated monthly organic traffic."),
  competitor_shared_traffic: z.number().min(0)
    .describe("The competitor's estimated traffic on the shared keywords."),
  target_shared_traffic: z.number().min(0).nullable()
    .describe("The target's estimated traffic on the shared keywords; null when unknown."),
  traffic_gap: z.number().nullable().describe(
    "competitor_shared_traffic - target_shared_traffic: positive when the competitor wins more clicks on the keywords you share; null when the target's figure is unknown.",
  ),
  competitor_top10_shared: count.describe("Shared keywords where the competitor ranks 1-10."),
  overlap_score: score.describe("How much of the target's footprint the competitor contests."),
  strength_score: score.describe("How strongly the competitor ranks on the shared keywords."),
  threat_score: score.describe("0 for a domain set aside (see set_aside)."),
  threat_level: LevelSchema,
  set_aside: SetAsideSchema.describe(
    "Why the domain is not a rival: a platform, marketplace or generalist that ranks for everything, or a namesake whose shared keywords are its own brand queries; null for a direct competitor.",
  ),
  direct_competitor: z.boolean().describe(
    "false for domains set aside (see set_aside): listed after the direct competitors, never a model to copy or a follow-up target.",
  ),
});

/** The `/domain/competitors` result. */
export const DomainCompetitorsResultSchema = z.strictObject({
  target: z.string().describe("The target's domain (a URL target is normalized to its domain)."),
  market: z.strictObject({ location: z.string(), language: z.string() }),
  data_source: DataSourceSchema,
  total_count: count.describe("Competitors the provider knows in all."),
  target_keywords: count.nullable()
    .describe("Keywords the target ranks for; null when the provider did not report it."),
  target_traffic: z.number().min(0).nullable()
    .describe("The target's estimated monthly organic traffic; null when not reported."),
  summary: z.strictObject({
    competitors: count,
    high_threats: count,
    medium_threats: count,
    low_threats: count,
    generic_platforms: count,
  }),
  competitors: z.array(CompetitorSchema).max(250),
  method: z.record(z.string(), z.unknown()),
  ...analysisExtras,
});

/** The `/domain/competitors` result. */
export type DomainCompetitorsResult = z.output<typeof DomainCompetitorsResultSchema>;
/** One scored competitor. */
export type ScoredCompetitor = z.output<typeof CompetitorSchema>;
