/** The `/domain/traffic-estimate` result schema; the types derive from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { DataSourceSchema } from "../keyword_rows/mod.ts";

const count = z.number().int().min(0);
const clicks = z.number().min(0);
const share = z.number().min(0).max(1);

const channel = <T extends z.ZodType>(of: T) =>
  z.strictObject({
    organic: of,
    paid: of.nullable(),
    featured_snippet: of.nullable(),
    local_pack: of.nullable(),
  });

const TargetSchema = z.strictObject({
  target: z.string(),
  found: z.boolean().describe(
    "false when the provider had no data for the target (no row, or zero keywords in every channel: not in DataForSEO's database, which is not the same as no traffic).",
  ),
  traffic: channel(clicks).describe(
    "Estimated monthly clicks per channel; null for a channel the request left out (include_*).",
  ),
  keywords: channel(count).describe("Keywords ranked per channel; null when left out."),
  total_traffic: clicks.describe("The sum of the included channels."),
  channel_mix: channel(share).describe("Each channel's share of total_traffic."),
  footprint_type: z.enum(["organic_led", "paid_led", "local_led", "mixed", "negligible", "no_data"])
    .describe("no_data when found is false; otherwise read from the channel mix (see method)."),
  like_for_like: z.boolean().describe(
    "false for a target with no data or of another kind than the set (a portal, platform or information site among businesses): never the benchmark.",
  ),
  set_aside_reason: z.string().nullable().describe("Why the target is not like-for-like."),
  opportunity_score: z.number().min(0).max(100).nullable().describe(
    "How far the target's organic traffic is below the benchmark, on a log scale (see method): 0 for the benchmark; null without data or when set aside.",
  ),
});

/** The `/domain/traffic-estimate` result. */
export const TrafficEstimateResultSchema = z.strictObject({
  market: z.strictObject({ location: z.string(), language: z.string() }),
  data_source: DataSourceSchema,
  channels: z.array(z.enum(["organic", "paid", "featured_snippet", "local_pack"]))
    .describe("The channels estimated (organic always)."),
  leader: z.string().nullable().describe(
    "The target with the most organic traffic (brand and non-brand together, whatever its kind).",
  ),
  benchmark: z.string().nullable().describe(
    "The like-for-like target (found, not set aside) with the most organic traffic: the organic benchmark of the set.",
  ),
  summary: z.strictObject({
    targets: count,
    found: count,
    footprints: z.record(z.string(), count).describe("Targets per footprint type."),
  }),
  targets: z.array(TargetSchema).max(100),
  method: z.record(z.string(), z.unknown()),
  ...analysisExtras,
});

/** The `/domain/traffic-estimate` result. */
export type TrafficEstimateResult = z.output<typeof TrafficEstimateResultSchema>;
/** One target's estimate. */
export type TargetTraffic = z.output<typeof TargetSchema>;
