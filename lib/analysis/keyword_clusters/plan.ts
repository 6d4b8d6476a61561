/** The rest of the plan: pillars, singletons, near-duplicates and figures. */
import { stemmerFor } from "../understanding/stemming.ts";
import { buyerStage } from "../intent.ts";
import { byText } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import { tokens } from "../../toolkit/tokens.ts";
import type { BuiltCluster } from "./describe.ts";
import type { Item } from "./facts.ts";
import type { ClusterStats, DuplicateGroup, Pillar, Singleton } from "./result.ts";
import { otherScript, slugify, titleCase, topicPhrase } from "./titles.ts";

export function buildPillars(clusters: BuiltCluster[], pillarOf: readonly number[]): Pillar[] {
  const byRoot = new Map<number, BuiltCluster[]>();
  for (const c of clusters) {
    const root = pillarOf[c.members[0]];
    byRoot.set(root, [...(byRoot.get(root) ?? []), c]);
  }
  const pillars = [...byRoot.values()].filter((g) => g.length >= 2).map((g) => {
    // Clusters are already ordered largest first: the pillar is named after its largest.
    const head = g[0].head;
    // A hub of shopping pages is a category page; a hub of articles is a guide.
    const shop = g.some((c) =>
      c.cluster.suggested_page.page_type !== "guide" &&
      c.cluster.suggested_page.page_type !== "blog_post"
    );
    const topic = titleCase(topicPhrase(head.keyword));
    return {
      id: "",
      head_term: head.keyword,
      cluster_ids: g.map((c) => c.cluster.id),
      keywords: g.reduce((n, c) => n + c.members.length, 0),
      suggested_page: {
        title: otherScript(head.keyword)
          ? titleCase(head.keyword)
          : head.language !== "en"
          ? head.keyword.charAt(0).toUpperCase() + head.keyword.slice(1)
          : shop
          ? topic
          : `${topic}: The Complete Guide`,
        slug: slugify(topicPhrase(head.keyword)) || slugify(head.keyword) || "pillar",
        page_type: shop ? "landing_page" as const : "guide" as const,
      },
      members: g,
    };
  }).sort((a, b) => b.keywords - a.keywords || byText(a.head_term, b.head_term));
  pillars.forEach((p, i) => {
    p.id = `p${i + 1}`;
    for (const c of p.members) c.cluster.pillar_id = p.id;
  });
  return pillars.map(({ members: _members, ...p }) => p);
}

export function buildSingletons(
  groups: readonly number[][],
  clusters: readonly BuiltCluster[],
  ctx: { items: readonly Item[]; sim: Float64Array; minimum: number },
): Singleton[] {
  const n = ctx.items.length;
  const out: Singleton[] = [];
  for (const g of groups) {
    if (g.length !== 1) continue;
    const i = g[0];
    const item = ctx.items[i];
    let nearest: string | null = null;
    // Below half the cluster threshold a "nearest" cluster is noise, not a home.
    let best = ctx.minimum;
    for (const c of clusters) {
      let total = 0;
      for (const j of c.members) total += ctx.sim[i * n + j];
      const mean = round(total / c.members.length, 9);
      if (mean >= best && (nearest === null || mean > best)) {
        best = mean;
        nearest = c.cluster.id;
      }
    }
    out.push({
      keyword: item.keyword,
      intent: item.intent,
      buyer_stage: buyerStage(item.intent),
      reason: item.navigational
        ? "navigational"
        : item.vector.size === 0
        ? "no_topic_terms"
        : "below_threshold",
      nearest_cluster: nearest,
      similarity: nearest === null ? null : round(best, 3),
      variants: item.variants,
    });
  }
  return out.sort((a, b) =>
    (b.similarity ?? -1) - (a.similarity ?? -1) || byText(a.keyword, b.keyword)
  );
}

export function nearDuplicates(items: readonly Item[]): string[][] {
  const byStems = new Map<string, string[]>();
  for (const item of items) {
    if (item.stems.length === 0) continue;
    // Stopwords count here: "what is email marketing" is not a variant of "email marketing".
    const all = tokens(item.keyword, { keepStopwords: true }).map(stemmerFor(item.language));
    const key = [...new Set(all)].sort(byText).join(" ");
    byStems.set(key, [...(byStems.get(key) ?? []), item.keyword]);
  }
  return [...byStems.values()].filter((g) => g.length >= 2)
    .map((g) => g.sort(byText))
    .sort((a, b) => byText(a[0], b[0]));
}

export function stats(f: {
  supplied: readonly unknown[];
  items: readonly Item[];
  clusters: readonly BuiltCluster[];
  singletons: readonly Singleton[];
  pillars: readonly Pillar[];
  duplicates: readonly DuplicateGroup[];
}): ClusterStats {
  const clustered = f.clusters.reduce((n, c) => n + c.members.length, 0);
  const cohesion = f.clusters.length === 0
    ? 0
    : f.clusters.reduce((s, c) => s + c.cohesion, 0) / f.clusters.length;
  return {
    keywords: f.supplied.length,
    unique_keywords: f.items.length,
    duplicates_merged: f.supplied.length - f.items.length,
    clusters: f.clusters.length,
    clustered_keywords: clustered,
    singletons: f.singletons.length,
    no_topic_keywords: f.singletons.filter((s) => s.reason === "no_topic_terms").length,
    pillars: f.pillars.length,
    avg_cluster_size: f.clusters.length === 0 ? 0 : round(clustered / f.clusters.length, 2),
    largest_cluster_size: f.clusters[0]?.members.length ?? 0,
    mean_cohesion: round(cohesion, 3),
    coverage: f.items.length === 0 ? 0 : round(clustered / f.items.length, 3),
  };
}
