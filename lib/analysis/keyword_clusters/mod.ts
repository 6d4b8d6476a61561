/**
 * Keyword clustering: groups a keyword list by lexical and morphological similarity
 * (IDF-weighted stems, words, stem bigrams and character 3-grams, cosine, average-linkage
 * agglomeration), or with `method: "serp"` by the share of top-10 results two keywords share
 * (`serp_overlap.ts`, the lexical layer as fallback and the `apart/` rules as guard), into three
 * nested levels: pillars, clusters and page-level subtopics; then
 * names each cluster's head term, intent, buyer stage and suggested page. Pure and
 * deterministic: the same keywords in any order give byte-identical output.
 *
 * One pipeline: the keywords read once (`facts.ts`), their feature vectors (`features.ts`), the
 * similarity matrix (`similarity.ts`), average-linkage agglomeration cut at three thresholds
 * (`agglomerate.ts`; which keywords never share a page: `apart/`), the clusters described
 * (`describe.ts`, `suggest_page.ts`, `titles.ts`), pillars and singletons (`plan.ts`), then
 * the agent workflow (`workflow.ts`).
 */
import { groupBy, partitions } from "./agglomerate.ts";
import { describeClusters } from "./describe.ts";
import {
  type Item,
  type KeywordClustersInput,
  type KeywordClustersOptions,
  suppliedKeywords,
  uniqueItems,
} from "./facts.ts";
import { METHOD } from "./method.ts";
import { buildPillars, buildSingletons, nearDuplicates, stats } from "./plan.ts";
import type { ClusterPlan, KeywordClustersResult } from "./result.ts";
import { similarityMatrix } from "./similarity.ts";
import { type ClusterThresholds, DEFAULT_THRESHOLDS, SERP_THRESHOLDS } from "./thresholds.ts";
import { serpSimilarity } from "./serp_overlap.ts";
import { buildWorkflow, summaryMarkdown } from "./workflow.ts";

export type { KeywordClustersInput, KeywordClustersOptions } from "./facts.ts";
export * from "./result.ts";
export { type ClusterThresholds, DEFAULT_THRESHOLDS } from "./thresholds.ts";
export { slugify, titleCase, topicPhrase } from "./titles.ts";

/** The similarity matrix and thresholds of the method: lexical, or SERP overlap with SERPs. */
function similarityOf(
  items: Item[],
  lexicalThresholds: ClusterThresholds,
  serps: KeywordClustersOptions["serps"],
): { sim: Float64Array; thresholds: ClusterThresholds; withSerp: boolean[] | null } {
  const lexical = similarityMatrix(items);
  if (!serps) return { sim: lexical, thresholds: lexicalThresholds, withSerp: null };
  const scales = { lexical: lexicalThresholds, serp: SERP_THRESHOLDS };
  const { sim, withSerp } = serpSimilarity(items, lexical, serps, scales);
  return { sim, thresholds: SERP_THRESHOLDS, withSerp };
}

/**
 * Clusters up to 200 keywords: clusters with head terms, intents, suggested pages and
 * page-level subtopics, pillars grouping related clusters, singletons and merged duplicates,
 * with an `agent_workflow` and a `markdown_summary`.
 */
export function buildKeywordClusters(
  input: KeywordClustersInput,
  options: KeywordClustersOptions,
): KeywordClustersResult {
  const lexicalThresholds: ClusterThresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };
  // The supplied keywords (trimmed, empty ones dropped) with their search volumes.
  const supplied = suppliedKeywords(input);
  // Unique keywords (duplicates merged) with language, intent, stems and feature vectors.
  const { items, duplicates } = uniqueItems(supplied);
  // Cosine similarity of every pair whose words may count as alike (`apart/`); with SERPs, the
  // share of top-10 results two keywords share, their words where one has no SERP.
  const { sim, thresholds, withSerp } = similarityOf(items, lexicalThresholds, options.serps);
  // Two merge trees (pages keep every `apart/` rule, hubs only languages and navigation), cut
  // at the cluster, subtopic and pillar thresholds.
  const { clusterOf, subtopicOf, pillarOf } = partitions(items, sim, thresholds);
  // Groups of 2+ keywords described (head, intent, page, subtopics), largest first, numbered.
  const groups = groupBy(items.length, clusterOf);
  const year = options.now.getUTCFullYear();
  const clusters = describeClusters(groups, { items, sim, subtopicOf, year, withSerp });
  // Related clusters grouped into pillars (hub pages); the keywords left alone, with their
  // nearest cluster.
  const pillars = buildPillars(clusters, pillarOf);
  const singletons = buildSingletons(groups, clusters, {
    items,
    sim,
    minimum: thresholds.cluster / 2,
  });
  const plan: ClusterPlan = {
    clusters: clusters.map((c) => c.cluster),
    pillars,
    singletons,
    duplicates,
    near_duplicates: nearDuplicates(items),
    stats: stats({ supplied, items, clusters, singletons, pillars, duplicates }),
  };
  // What an agent reads: the decision, actions, evidence, limitations and next calls.
  const workflow = buildWorkflow(plan, { thresholds, items });
  return {
    cluster_plan: plan,
    method: { ...METHOD, thresholds: { ...thresholds } },
    agent_workflow: workflow,
    markdown_summary: summaryMarkdown(plan, workflow),
  };
}
