/** Average-linkage agglomeration and the partitions it gives at a threshold. */
import { mayShare, mayShareHub } from "./apart/mod.ts";
import type { Item } from "./facts.ts";
import { apartMatrix } from "./similarity.ts";
import type { ClusterThresholds } from "./thresholds.ts";

/** Each item's group at the cluster, subtopic and pillar thresholds. */
export function partitions(
  items: readonly Item[],
  sim: Float64Array,
  thresholds: ClusterThresholds,
): { clusterOf: number[]; subtopicOf: number[]; pillarOf: number[] } {
  const floor = Math.min(thresholds.cluster, thresholds.subtopic, thresholds.pillar);
  // Pages (clusters, subtopics) need one language, intent and topic; hubs (pillars) group
  // related topics of one language.
  const merges = agglomerate(sim, items.length, { floor, apart: apartMatrix(items, mayShare) });
  const hubMerges = agglomerate(sim, items.length, {
    floor,
    apart: apartMatrix(items, mayShareHub),
  });
  return {
    clusterOf: partition(merges, items.length, thresholds.cluster),
    subtopicOf: partition(merges, items.length, thresholds.subtopic),
    pillarOf: partition(hubMerges, items.length, thresholds.pillar),
  };
}

/** One agglomeration step: clusters holding items `a` and `b` merged at `similarity`. */
export interface Merge {
  a: number;
  b: number;
  similarity: number;
}

/**
 * Average-linkage agglomeration down to `floor`: repeatedly merges the pair of clusters with
 * the highest mean pairwise similarity (ties: lowest indices), updating by Lance-Williams.
 */
export function agglomerate(
  sim: Float64Array,
  n: number,
  options: { floor: number; apart: Uint8Array },
): Merge[] {
  const { floor } = options;
  const s = Float64Array.from(sim);
  // Pairs one page cannot serve (languages, intents, navigation) stay apart, and so do the
  // clusters that hold them: a merge inherits both sides' cannot-merge links.
  const apart = Uint8Array.from(options.apart);
  const size = new Array<number>(n).fill(1);
  const alive = new Array<boolean>(n).fill(true);
  const merges: Merge[] = [];
  for (let step = 1; step < n; step++) {
    let best = -1;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < n; i++) {
      if (!alive[i]) continue;
      const row = i * n;
      for (let j = i + 1; j < n; j++) {
        if (alive[j] && !apart[row + j] && s[row + j] > best) {
          best = s[row + j];
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0 || best < floor || best <= 0) break;
    const [wi, wj] = [size[bi], size[bj]];
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === bi || k === bj) continue;
      const v = (wi * s[bi * n + k] + wj * s[bj * n + k]) / (wi + wj);
      s[bi * n + k] = v;
      s[k * n + bi] = v;
      const cut = apart[bi * n + k] | apart[bj * n + k];
      apart[bi * n + k] = cut;
      apart[k * n + bi] = cut;
    }
    size[bi] = wi + wj;
    alive[bj] = false;
    merges.push({ a: bi, b: bj, similarity: best });
  }
  return merges;
}

/** The partition at `threshold`: the root index of each item's group. */
function partition(merges: readonly Merge[], n: number, threshold: number): number[] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (const m of merges) {
    if (m.similarity < threshold) continue;
    const [ra, rb] = [find(m.a), find(m.b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  return parent.map((_, i) => find(i));
}

/** Groups of item indices by label, each sorted, groups ordered by first member. */
export function groupBy(n: number, label: readonly number[]): number[][] {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const g = groups.get(label[i]) ?? [];
    g.push(i);
    groups.set(label[i], g);
  }
  return [...groups.values()];
}
