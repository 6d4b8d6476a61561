/** The `/domain/relevant-pages` result: its zod schema and the types derived from it. */
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { LevelSchema } from "../../agent/workflow.ts";
import { DataSourceSchema, MarketSchema } from "../keyword_rows/mod.ts";
import { PageActionSchema } from "./judge.ts";
import { URL_ROLES } from "../understanding/url_role.ts";

const count = z.number().int().min(0);
const clicks = z.number().min(0);

/** One page of the domain. */
export const RelevantPageSchema = z.strictObject({
  page: z.string(),
  page_role: z.enum(URL_ROLES).describe(
    "What the address says the page is (understanding/url_role.ts): content, homepage, duplicate (print/AMP/sorted variant), internal_search, archive or utility.",
  ),
  duplicate_of: z.string().nullable().describe(
    "For a duplicate: the page it copies, where its rel=canonical should point.",
  ),
  estimated_traffic: clicks.describe("Estimated monthly organic clicks."),
  traffic_value: clicks.describe("What that traffic would cost as ads, USD/month."),
  paid_traffic: clicks.nullable().describe("Estimated monthly paid clicks; null when unknown."),
  keyword_count: count.describe("Organic keywords the page ranks for."),
  top3: count.describe("Keywords at 1-3 (pos_1 + pos_2_3)."),
  top3_share: z.number().min(0).max(1).describe("top3 / keyword_count."),
  top3_click_share: z.number().min(0).max(1).nullable()
    .describe("Share of expected clicks from top-3 rankings (click-through curve per band)."),
  positions: z.strictObject({
    pos_1: count,
    pos_2_3: count,
    pos_4_10: count,
    pos_11_20: count,
    pos_21_100: count,
  }),
  movement: z.strictObject({ new: count, up: count, down: count, lost: count }),
  opportunity_score: z.number().min(0).max(100).describe("See `method.opportunity`."),
  action: PageActionSchema,
  action_reason: z.string(),
  priority: LevelSchema.describe("See `method.priority`."),
});

/** The `/domain/relevant-pages` result. */
export const RelevantPagesResultSchema = z.strictObject({
  target: z.string(),
  market: MarketSchema,
  data_source: DataSourceSchema,
  historical_serp_mode: z.enum(["live", "lost", "all"]),
  sort_by: z.enum(["estimated_traffic", "keyword_count", "top3", "opportunity"]),
  pages: z.array(RelevantPageSchema).max(250),
  totals: z.strictObject({
    provider_total: count,
    received: count,
    below_min_traffic: count,
    returned: count,
    estimated_traffic: clicks,
    keywords: count,
    top3: count,
    by_action: z.strictObject({
      recover: count,
      review: count,
      protect: count,
      refresh: count,
      expand: count,
      noindex: count,
      leave: count,
    }),
  }),
  method: z.strictObject({
    opportunity: z.string(),
    routing: z.array(z.string()),
    thresholds: z.record(z.string(), z.number()),
    priority: z.string(),
    sort: z.string(),
  }),
  ...analysisExtras,
});

/** The `/domain/relevant-pages` result. */
export type RelevantPagesResult = z.output<typeof RelevantPagesResultSchema>;
/** One page of the domain. */
export type RelevantPage = z.output<typeof RelevantPageSchema>;
