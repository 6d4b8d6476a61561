/**
 * Keyword clustering: groups a keyword list by lexical and morphological similarity
 * (IDF-weighted stems, words, stem bigrams and character 3-grams, cosine, average-linkage
 * agglomeration) into three nested levels: pillars, clusters and page-level subtopics; then
 * names each cluster's head term, intent, buyer stage and suggested page. Pure and
 * deterministic: the same keywords in any order give byte-identical output.
 */
import { byText } from "../text.ts";
import { agglomerate, groupBy, partition } from "./agglomerate.ts";
import { mayShare, mayShareHub } from "./apart/mod.ts";
import { describeCluster } from "./describe.ts";
import { type KeywordClustersInput, type KeywordClustersOptions, uniqueItems } from "./facts.ts";
import { METHOD } from "./method.ts";
import { buildPillars, buildSingletons, nearDuplicates, stats } from "./plan.ts";
import type { ClusterPlan, KeywordClustersResult } from "./result.ts";
import { apartMatrix, similarityMatrix } from "./similarity.ts";
import { type ClusterThresholds, DEFAULT_THRESHOLDS } from "./thresholds.ts";
import { buildWorkflow, summaryMarkdown } from "./workflow.ts";

export type { KeywordClustersInput, KeywordClustersOptions } from "./facts.ts";
export * from "./result.ts";
export { type ClusterThresholds, DEFAULT_THRESHOLDS } from "./thresholds.ts";
export { slugify, titleCase, topicPhrase } from "./titles.ts";

/**
 * Clusters up to 200 keywords: clusters with head terms, intents, suggested pages and
 * page-level subtopics, pillars grouping related clusters, singletons and merged duplicates,
 * with an `agent_workflow` and a `markdown_summary`.
 */
export function buildKeywordClusters(
  input: KeywordClustersInput,
  options: KeywordClustersOptions,
): KeywordClustersResult {
  const thresholds: ClusterThresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };
  const supplied = input.keywords.map((k) =>
    typeof k === "string"
      ? { text: k.trim(), volume: null }
      : { text: k.keyword.trim(), volume: k.search_volume ?? null }
  ).filter((k) => k.text.length > 0);
  const { items, duplicates } = uniqueItems(supplied);
  const sim = similarityMatrix(items);
  const floor = Math.min(thresholds.cluster, thresholds.subtopic, thresholds.pillar);
  // Pages (clusters, subtopics) need one language, intent and topic; hubs (pillars) group
  // related topics of one language.
  const merges = agglomerate(sim, items.length, { floor, apart: apartMatrix(items, mayShare) });
  const hubMerges = agglomerate(sim, items.length, {
    floor,
    apart: apartMatrix(items, mayShareHub),
  });
  const clusterOf = partition(merges, items.length, thresholds.cluster);
  const subtopicOf = partition(merges, items.length, thresholds.subtopic);
  const pillarOf = partition(hubMerges, items.length, thresholds.pillar);

  const groups = groupBy(items.length, clusterOf);
  const year = options.now.getUTCFullYear();
  const clusters = groups.filter((g) => g.length >= 2)
    .map((members) => describeCluster(members, { items, sim, subtopicOf, year }))
    .sort((a, b) =>
      b.members.length - a.members.length || b.cohesion - a.cohesion ||
      byText(a.head.norm, b.head.norm)
    );
  clusters.forEach((c, i) => (c.cluster.id = `c${i + 1}`));

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
  const workflow = buildWorkflow(plan, { thresholds, items });
  return {
    cluster_plan: plan,
    method: { ...METHOD, thresholds: { ...thresholds } },
    agent_workflow: workflow,
    markdown_summary: summaryMarkdown(plan, workflow),
  };
}
