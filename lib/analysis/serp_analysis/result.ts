/** The `/analyze/serp` result schema. */
import { BuyerStageSchema, IntentBuyingFirstSchema } from "../../toolkit/values.ts";
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { LevelSchema } from "../../agent/workflow.ts";
import { RESULT_TYPES } from "../understanding/result_type.ts";

const count = z.number().int().min(0);
const rank = z.number().int().min(1);

const WON_BY = [
  "page",
  "google_business_profile",
  "product_feed",
  "video",
  "community",
  "listing",
  "news",
  "ads",
  "nobody",
] as const;

/** What a feature is won with. */
const WonBySchema = z.enum(WON_BY).describe(
  "What wins the feature: a page, a Google Business Profile, a product feed (Merchant Center), a video, a forum thread, a directory or review-platform listing, a news article, an ad, or nobody (Google answers itself).",
);

/** The verdicts, first that applies. */
export const VERDICTS = [
  "no_results",
  "no_organic_results",
  "local_pack_first",
  "shopping_first",
  "crowded_by_features",
  "featured_snippet_to_take",
  "ai_overview_citation",
  "organic_top_10",
] as const;

/** One feature on the page. */
export const SerpFeatureSchema = z.strictObject({
  type: z.string().describe("The provider's item type (local_pack, ai_overview, paid ...)."),
  label: z.string(),
  group: z.string().describe("Family: ads, local, answer, questions, shopping, video ..."),
  won_by: WonBySchema,
  items: count.describe("Elements of this type on the page (0: listed by the provider only)."),
  first_rank_absolute: rank.nullable().describe(
    "Its first position among all elements of the page, 1 = top; null when unknown.",
  ),
  above_first_organic: z.boolean().nullable().describe(
    "Shown before the first organic result; null when its position is unknown.",
  ),
  holds_target: z.boolean().nullable().describe("The target appears in it; null without target."),
});

/** One organic result. */
export const OrganicResultSchema = z.strictObject({
  position: rank.describe("Organic rank (rank_group)."),
  rank_absolute: rank.describe("Position among all elements of the page."),
  title: z.string().nullable(),
  url: z.string(),
  domain: z.string(),
  is_target: z.boolean(),
});

/** Where the target ranks. */
export const TargetRankingSchema = z.strictObject({
  target: z.string(),
  domain: z.string().describe("The target's host; subdomains count as the target."),
  found: z.boolean().describe("It ranks among the organic results read."),
  position: rank.nullable().describe("Its best organic rank; null when not found."),
  url: z.string().nullable().describe("The URL of its site ranking best."),
  same_page: z.boolean().nullable().describe(
    "The target was a URL: that page itself ranks (false: only other pages of its site do). Null for a domain target or when the site does not rank.",
  ),
  organic_results: count.describe("Organic results of the target's site."),
  in_features: z.array(z.string()).describe(
    "Features it appears in (local_pack, ai_overview ...).",
  ),
  results_read: count.describe("Organic results read: a target not found ranks below them."),
});

/** One way to win something on this SERP. */
export const OpportunitySchema = z.strictObject({
  type: z.string().describe(
    "organic_top_10, featured_snippet, ai_overview_citation, local_pack ...",
  ),
  won_by: WonBySchema,
  priority: LevelSchema,
  how: z.string().describe("What to do to win it."),
  evidence: z.string().describe("The counts and positions behind it."),
});

/** The pages to build, as `page_to_build` names them. */
export const PAGE_TYPES = [
  "service_page",
  "product_page",
  "category_page",
  "comparison_page",
  "guide",
  "tool_page",
  "news_article",
] as const;

const urls = z.array(z.string()).describe("The results, best ranked first.");

/** How many first-page results are of one type. */
const TypeShareSchema = z.strictObject({
  type: z.enum(RESULT_TYPES),
  urls,
  support: count,
  share: z.number().min(0).max(1).describe("support / first-page results typed."),
});

/** The page this SERP asks for. */
export const PageToBuildSchema = z.strictObject({
  page_type: z.enum(PAGE_TYPES),
  cta: z.string().describe("The conversion the page offers."),
  why: z.string().describe("What on the SERP asks for it."),
  avoid: z.array(z.string()).describe("Pages the SERP does not reward here."),
  models: urls.describe("Ranking results of the kind to build, to read before writing."),
});

/** What ranks: each first-page result's type, the shares, and the page to build. */
export const RankingSchema = z.strictObject({
  results: z.array(z.strictObject({
    position: rank,
    url: z.string(),
    domain: z.string(),
    is_target: z.boolean(),
    type: z.enum(RESULT_TYPES).describe(
      "article, listicle, product, category, service (or local business), directory (review platforms, marketplaces, listings), forum, video, tool, news.",
    ),
    signals: z.array(z.string()).describe("What told the type."),
    confidence: z.number().min(0).max(1).describe("From the signals that agree."),
  })),
  types: z.array(TypeShareSchema).describe("Each type's share, most first."),
  dominant: TypeShareSchema.extend({
    clear: z.boolean().describe("At least half the first-page results are of this type."),
  }).nullable(),
  page_to_build: PageToBuildSchema,
});

/** The `/analyze/serp` result, exactly as `analyzeSerpPage` returns it. */
export const AnalyzeSerpResultSchema = z.strictObject({
  keyword: z.string(),
  device: z.enum(["desktop", "mobile"]),
  data_source: z.enum(["dataforseo", "sandbox"])
    .describe("sandbox: a synthetic result page, never a real SERP."),
  found: z.boolean().describe("False when the provider returned no result page."),
  check_url: z.string().nullable(),
  fetched_at: z.iso.datetime().describe("When the SERP was fetched."),
  intent: z.strictObject({
    intent: IntentBuyingFirstSchema,
    signal: z.string().nullable().describe("The query modifier that decided it; null: default."),
    buyer_stage: BuyerStageSchema,
    local_query: z.boolean().describe(
      "Searchers want a business near them: the query says so (near me) or Google answers with a local pack or map (a city-named query needs no 'near me').",
    ),
    serp_signals: z.array(z.string()).describe("What the features say the searcher wants."),
  }),
  features: z.array(SerpFeatureSchema).describe("Every feature on the page, top first."),
  feature_details: z.strictObject({
    people_also_ask: z.array(z.string()).describe("The questions shown."),
    ai_overview_citations: z.array(z.strictObject({
      domain: z.string(),
      url: z.string(),
      title: z.string().nullable(),
    })).describe("The sources the AI overview cites."),
    local_pack: z.array(z.strictObject({
      title: z.string().nullable(),
      domain: z.string().nullable(),
      url: z.string().nullable(),
    })).describe("The businesses of the local pack."),
    featured_snippet: z.strictObject({
      domain: z.string(),
      url: z.string().nullable(),
      title: z.string().nullable(),
    }).nullable().describe("Who holds the featured snippet."),
  }),
  organic: z.strictObject({
    count,
    first_rank_absolute: rank.nullable().describe(
      "Where the first organic result sits among all elements of the page.",
    ),
    features_above: count.describe("Features shown before the first organic result."),
    results: z.array(OrganicResultSchema).max(100),
  }),
  target: TargetRankingSchema.nullable().describe("Null when no target was given."),
  ranking: RankingSchema,
  serp_opportunity: z.strictObject({
    verdict: z.enum(VERDICTS).describe(
      "What the SERP is won with, first that applies: no SERP, no organic results, local pack above organic, shopping above organic, 4+ features above organic, a featured snippet to take, an AI overview to be cited in, a clean organic top 10.",
    ),
    headline: z.string(),
    winnable_with_a_page: z.boolean().describe(
      "A page (new or improved) can win the main prize; false when it takes a Business Profile, a product feed or nothing.",
    ),
    opportunities: z.array(OpportunitySchema).describe(
      "Everything winnable here, most valuable first.",
    ),
    evidence: z.array(z.strictObject({
      claim: z.string(),
      value: z.union([z.number(), z.string(), z.boolean(), z.null()]),
    })).describe("The counts and positions the verdict rests on."),
  }),
  method: z.record(z.string(), z.unknown()),
  ...analysisExtras,
});

/** The `/analyze/serp` result. */
export type AnalyzeSerpResult = z.output<typeof AnalyzeSerpResultSchema>;
/** A feature on the page. */
export type SerpFeature = z.output<typeof SerpFeatureSchema>;
/** An organic result. */
export type OrganicResult = z.output<typeof OrganicResultSchema>;
/** Where the target ranks. */
export type TargetRanking = z.output<typeof TargetRankingSchema>;
/** One way to win something on the SERP. */
export type Opportunity = z.output<typeof OpportunitySchema>;
/** A verdict. */
export type Verdict = typeof VERDICTS[number];
/** What ranks. */
export type Ranking = z.output<typeof RankingSchema>;
/** The page to build. */
export type PageToBuild = z.output<typeof PageToBuildSchema>;
