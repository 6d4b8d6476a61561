/** The `/keyword-cluster/build` result: its zod schema and the types derived from it. */
import {
  BriefPageTypeSchema,
  BuyerStageSchema,
  IntentBuyingFirstSchema,
} from "../../toolkit/values.ts";
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";
import { AgentWorkflowSchema } from "../../agent/workflow.ts";
import { METHOD } from "./method.ts";

/** The `/keyword-cluster/build` result (declared once, by its schema below). */
export type KeywordClustersResult = z.output<typeof KeywordClustersResultSchema>;
/** The plan. */
export type ClusterPlan = KeywordClustersResult["cluster_plan"];
/** One cluster: keywords one page (or one hub with its subtopic pages) should target. */
export type KeywordCluster = ClusterPlan["clusters"][number];
/** One keyword inside a cluster. */
export type ClusterKeyword = KeywordCluster["keywords"][number];
/** A tighter group inside a cluster. */
export type Subtopic = KeywordCluster["subtopics"][number];
/** Keywords with an explicit intent modifier, per intent. */
export type IntentVotes = KeywordCluster["intent_votes"];
/** A page to create for a cluster or pillar. */
export type SuggestedPage = KeywordCluster["suggested_page"];
/** The page types /content/brief accepts, chosen from a cluster's intent. */
export type PageType = SuggestedPage["page_type"];
/** Clusters close enough to share a hub page. */
export type Pillar = ClusterPlan["pillars"][number];
/** A keyword that joined no cluster. */
export type Singleton = ClusterPlan["singletons"][number];
/** Spellings merged into one keyword. */
export type DuplicateGroup = ClusterPlan["duplicates"][number];
/** Figures of the plan. */
export type ClusterStats = ClusterPlan["stats"];

const intentSchema = IntentBuyingFirstSchema;
const stageSchema = BuyerStageSchema;
const pageSchema = z.strictObject({
  title: z.string().min(1),
  slug: z.string().min(1),
  page_type: BriefPageTypeSchema,
});
const unit = z.number().min(0).max(1);
const count = z.number().int().min(0);

/** The result's schema: the registry's `output`, the source of the result types above. */
export const KeywordClustersResultSchema = z.strictObject({
  cluster_plan: z.strictObject({
    clusters: z.array(z.strictObject({
      id: z.string().regex(/^c\d+$/),
      head_term: z.string().min(1),
      pillar_id: z.string().regex(/^p\d+$/).nullable(),
      size: z.number().int().min(2),
      total_search_volume: count.nullable()
        .describe("Sum of the keywords' search_volume; null when none was supplied."),
      intent: intentSchema,
      buyer_stage: stageSchema,
      intent_votes: z.strictObject({
        transactional: count,
        commercial: count,
        informational: count,
        navigational: count,
      }).describe("Keywords with an explicit intent modifier, per intent."),
      mixed_intent: z.boolean()
        .describe(
          "Both informational and buying (commercial or transactional) keywords, 2+ of each.",
        ),
      suggested_page: pageSchema,
      shared_terms: z.array(z.string())
        .describe("Words found in at least half of the keywords (2+), most frequent first."),
      cohesion: unit.describe(
        "Mean pairwise similarity of the keywords (cosine of their words; with method serp, the share of top-10 results they share).",
      ),
      grouped_by: z.enum(["lexical", "serp"]).describe(
        "serp: every keyword of the cluster had a SERP and overlap grouped them; lexical: words did (the default method, or a keyword without a SERP).",
      ),
      keywords: z.array(z.strictObject({
        keyword: z.string().min(1),
        similarity_to_head: unit
          .describe("Cosine similarity to the cluster's head term (1 for the head)."),
        intent: intentSchema,
        intent_signal: z.string().nullable()
          .describe("The modifier that decided the intent; null when the keyword has none."),
        variants: z.array(z.string()).describe(
          "Other spellings in the input that normalise to this keyword (case, accents, punctuation).",
        ),
        search_volume: count.nullable().describe("As supplied; null when not given."),
      })).min(2),
      subtopics: z.array(
        z.strictObject({ head_term: z.string(), keywords: z.array(z.string()).min(2) }),
      ).describe("Groups at the subtopic threshold, listed only when there are 2+ of size 2+."),
    })),
    pillars: z.array(z.strictObject({
      id: z.string().regex(/^p\d+$/),
      head_term: z.string().min(1),
      cluster_ids: z.array(z.string()).min(2),
      keywords: z.number().int().min(4),
      suggested_page: pageSchema,
    })),
    singletons: z.array(z.strictObject({
      keyword: z.string().min(1),
      intent: intentSchema,
      buyer_stage: stageSchema,
      reason: z.enum(["below_threshold", "no_topic_terms", "navigational"]).describe(
        "navigational: another site's navigation query (login, pricing ...), set aside",
      ),
      nearest_cluster: z.string().nullable().describe(
        "The cluster with the highest mean similarity, if any reaches half the cluster threshold.",
      ),
      similarity: unit.nullable(),
      variants: z.array(z.string()),
    })),
    duplicates: z.array(z.strictObject({
      keyword: z.string(),
      variants: z.array(z.string()),
      occurrences: z.number().int().min(2),
    })),
    near_duplicates: z.array(z.array(z.string()).min(2)).describe(
      "Keywords with the same words after stemming ('running shoe' / 'shoes running').",
    ),
    stats: z.strictObject({
      keywords: count,
      unique_keywords: count,
      duplicates_merged: count,
      clusters: count,
      clustered_keywords: count,
      singletons: count,
      no_topic_keywords: count,
      pillars: count,
      avg_cluster_size: z.number().min(0),
      largest_cluster_size: count,
      mean_cohesion: unit,
      coverage: unit.describe("Share of unique keywords inside a cluster (0..1)."),
    }),
  }),
  method: z.strictObject({
    ...Object.fromEntries(Object.keys(METHOD).map((k) => [k, z.string()])) as {
      [K in keyof typeof METHOD]: z.ZodString;
    },
    thresholds: z.strictObject({ cluster: unit, subtopic: unit, pillar: unit }),
  }).describe("How the clusters were built, in words, and the thresholds used."),
  ...analysisExtras,
  agent_workflow: AgentWorkflowSchema.extend({
    decision: z.enum(["build_cluster_pages", "expand_keyword_list"]),
  }),
});
