/** The `/backlinks/new-lost-timeseries` result schema. */
import { z } from "zod";
import { AgentWorkflowSchema } from "../../agent/workflow.ts";

const count = z.number().int().min(0);
const period = z.strictObject({
  date: z.string(),
  net_referring_domains: z.number().int(),
  anomalous: z.boolean().describe(
    "True when the period is an anomaly (see anomalies), not a trend.",
  ),
}).nullable();

/** The `/backlinks/new-lost-timeseries` result, exactly as `analyzeTimeseries` returns it. */
export const TimeseriesResultSchema = z.strictObject({
  target: z.string(),
  data_source: z.enum(["dataforseo", "sandbox"]),
  group_range: z.enum(["day", "week", "month", "year"]),
  points: z.array(z.strictObject({
    date: z.string(),
    new_backlinks: count,
    lost_backlinks: count,
    net_backlinks: z.number().int(),
    new_referring_domains: count,
    lost_referring_domains: count,
    net_referring_domains: z.number().int(),
  })),
  totals: z.strictObject({
    new_backlinks: count,
    lost_backlinks: count,
    net_backlinks: z.number().int(),
    new_referring_domains: count,
    lost_referring_domains: count,
    net_referring_domains: z.number().int(),
  }),
  loss_rate: z.number().min(0).describe("Backlinks lost per backlink won."),
  strongest_gain: period,
  strongest_loss: period,
  anomalies: z.array(z.strictObject({
    date: z.string(),
    kind: z.enum(["burst", "loss"]),
    referring_domains: count.describe(
      "New (burst) or lost (loss) referring domains in the period.",
    ),
    backlinks: count,
    usual: z.number().min(0).describe(
      "The series' usual level (median) for the same count (backlinks for a sitewide swing, else referring domains).",
    ),
    explanation: z.enum([
      "spam_burst",
      "burst",
      "burst_falling_away",
      "loss",
      "sitewide_gain",
      "sitewide_loss",
    ]).describe(
      "spam_burst/burst: new domains far above the usual; burst_falling_away: losses after a burst, nothing to reclaim; loss: a loss with no burst before it (a migration, lost links); sitewide_gain/sitewide_loss: backlinks far above the usual from few domains, a sitewide link added or dropped.",
    ),
    why: z.string(),
  })).describe("Periods far above the series' own level, explained before any momentum verdict."),
  gaps: z.array(z.string()).describe(
    "Periods with every count zero in a series that usually moves: missing data, left out of levels, anomalies and momentum.",
  ),
  level_shift: z.strictObject({
    date: z.string(),
    series: z.enum(["new_referring_domains", "lost_referring_domains"]),
    before: z.number().min(0),
    after: z.number().min(0),
    why: z.string(),
  }).nullable().describe(
    "A lasting change of the usual level (acquisition slowed or losses rose) from `date`: a steady erosion that no single period shows.",
  ),
  season: z.strictObject({
    peak_months: z.array(z.number().int().min(1).max(12)),
    years: z.number().int().min(2),
    why: z.string(),
  }).nullable().describe(
    "Calendar months whose new referring domains peak every year (monthly series of 20+ months): their bursts are the season, not anomalies.",
  ),
  momentum: z.enum(["growing", "stable", "eroding", "losing", "no_data"])
    .describe("Read on the ordinary periods, anomalies set aside."),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/backlinks/new-lost-timeseries` result. */
export type TimeseriesResult = z.output<typeof TimeseriesResultSchema>;
