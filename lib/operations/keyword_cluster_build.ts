import { z } from "zod";
import {
  buildKeywordClusters,
  KeywordClustersResultSchema,
} from "../analysis/keyword_clusters/mod.ts";
import { suppliedKeywords } from "../analysis/keyword_clusters/facts.ts";
import { defineOperation } from "./define.ts";
import { serpGroupingCost, serpGroupingFields, topResults } from "./serp_tops.ts";
import { keywordItem } from "./shared.ts";

/** The `/keyword-cluster/build` request. */
export const KeywordClustersRequestSchema = z.object({
  keywords: z.array(keywordItem).min(1).max(200).describe(
    "Keywords to cluster (1-200): strings, or objects with `keyword` and `search_volume` (each cluster is then headed by its highest-demand keyword).",
  ),
  ...serpGroupingFields("keywords are grouped"),
});

/** POST /keyword-cluster/build: a cluster plan for a list of keywords. */
export const keywordClusterBuild = defineOperation({
  path: "/keyword-cluster/build",
  tag: "keywords",
  summary: "Group keywords into topic clusters and a page plan",
  description:
    'Groups the supplied keywords into clusters and returns a cluster_plan (pillar and cluster pages with their keywords). By default it works on the supplied keywords only and calls no provider; with `method: "serp"` it reads one SERP per keyword and groups keywords Google answers with the same pages (each cluster\'s `grouped_by` says which method grouped it).',
  input: KeywordClustersRequestSchema,
  cost: serpGroupingCost(2),
  provider: true,
  providerWhen: { field: "method", equals: "serp" },
  example: {
    keywords: [
      "crm software",
      "best crm for small business",
      "crm pricing",
      "free crm",
      "sales pipeline software",
      "how to build a sales pipeline",
      "sales pipeline stages",
      "email marketing tools",
    ],
  },
  output: KeywordClustersResultSchema,
  run: async (input, ctx) => {
    const serps = input.method === "serp"
      ? await topResults(suppliedKeywords(input).map((k) => k.text), input, ctx)
      : undefined;
    return buildKeywordClusters(input, { now: ctx.now, serps });
  },
});
