import { z } from "zod";
import {
  buildKeywordClusters,
  KeywordClustersResultSchema,
} from "../analysis/keyword_clusters/mod.ts";
import { defineOperation } from "./define.ts";
import { keywordItem } from "./shared.ts";

/** The `/keyword-cluster/build` request. */
export const KeywordClustersRequestSchema = z.object({
  keywords: z.array(keywordItem).min(1).max(200).describe(
    "Keywords to cluster (1-200): strings, or objects with `keyword` and `search_volume` (each cluster is then headed by its highest-demand keyword).",
  ),
});

/** POST /keyword-cluster/build: a cluster plan for a list of keywords. */
export const keywordClusterBuild = defineOperation({
  path: "/keyword-cluster/build",
  tag: "keywords",
  summary: "Group keywords into topic clusters and a page plan",
  description:
    "Groups the supplied keywords into clusters and returns a cluster_plan (pillar and cluster pages with their keywords). Works on the supplied keywords only; it calls no paid provider.",
  input: KeywordClustersRequestSchema,
  cost: 2,
  provider: false,
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
  run: (input, ctx) => buildKeywordClusters(input, { now: ctx.now }),
});
