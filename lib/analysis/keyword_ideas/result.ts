/** The `/keyword-ideas/suggest` result: its zod schema and the types derived from it. */
import { BuyerStageSchema, IntentBuyingFirstSchema } from "../../toolkit/values.ts";
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { DataSourceSchema, MarketSchema, MeasuredKeywordSchema } from "../keyword_rows/mod.ts";

const count = z.number().int().min(0);

/** The ideas of one search intent. */
export const IntentGroupSchema = z.strictObject({
  intent: IntentBuyingFirstSchema,
  buyer_stage: BuyerStageSchema,
  count,
  search_volume: count.describe("Monthly searches of the group's ideas."),
  keywords: z.array(z.string()).describe("The group's ideas, best opportunity first."),
});

/** The `/keyword-ideas/suggest` result. */
export const KeywordIdeasResultSchema = z.strictObject({
  market: MarketSchema,
  data_source: DataSourceSchema,
  seed: z.strictObject({
    keyword: z.string(),
    metrics: MeasuredKeywordSchema.nullable()
      .describe("The seed's own figures; null when the provider has none."),
  }),
  ideas: z.array(MeasuredKeywordSchema.extend({
    fit: z.strictObject({
      role: z.enum(["target", "rival_navigation", "career"]).describe(
        "target: a page the site would make; rival_navigation: another brand's own service (login, app, its name); career: a job or salary search. Only targets are pages to create.",
      ),
      decided_by: z.enum(["provider_intent", "modifiers"]).nullable()
        .describe(
          "Which read decided a non-target: DataForSEO's intent label or the query's words.",
        ),
      reason: z.string().nullable(),
    }),
  })).max(100)
    .describe(
      "Ideas at or above min_search_volume, targets first by priority then opportunity (at most limit).",
    ),
  seed_variants: z.array(z.strictObject({
    keyword: z.string(),
    search_volume: count.nullable(),
  })).describe(
    "Spellings of the seed (plural, word order, a year): one page serves them with the seed, so they are not ideas of their own.",
  ),
  by_intent: z.array(IntentGroupSchema)
    .describe("The ideas grouped by intent, the group with most searches first."),
  totals: z.strictObject({
    provider_total: count.describe("Ideas the provider has for the seed in all."),
    received: count.describe("Distinct ideas received (the seed itself excluded)."),
    seed_variants: count.describe("Of them, spellings of the seed (see seed_variants)."),
    below_min_search_volume: count,
    returned: count,
    total_search_volume: count,
    by_priority: z.strictObject({ high: count, medium: count, low: count }),
    by_buyer_stage: z.strictObject({ awareness: count, consideration: count, decision: count }),
  }),
  method: z.strictObject({
    opportunity: z.string(),
    reachable_position: z.string(),
    priority: z.string(),
    trend: z.string(),
    seed_variants: z.string(),
    order: z.string(),
    fit: z.string(),
  }),
  ...analysisExtras,
});

/** The `/keyword-ideas/suggest` result. */
export type KeywordIdeasResult = z.output<typeof KeywordIdeasResultSchema>;
/** The ideas of one search intent. */
export type IntentGroup = z.output<typeof IntentGroupSchema>;
