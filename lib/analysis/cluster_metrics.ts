/**
 * External clustering metrics: compare a predicted partition with gold labels. Used by the
 * keyword-cluster benchmark and tests. Pure; labels are any strings, compared by equality.
 */

/** Agreement of one predicted partition with gold labels. */
export interface ClusterScores {
  /** Adjusted Rand index: 1 = same partition, about 0 = chance, negative = worse than chance. */
  ari: number;
  /** Homogeneity: each predicted cluster holds one gold class (0..1). */
  homogeneity: number;
  /** Completeness: each gold class sits in one predicted cluster (0..1). */
  completeness: number;
  /** V-measure: harmonic mean of homogeneity and completeness (= NMI, arithmetic mean). */
  v_measure: number;
  /** B-cubed precision, recall and F1 (per-item averages). */
  bcubed_precision: number;
  bcubed_recall: number;
  bcubed_f1: number;
  /** Predicted clusters, gold classes. */
  clusters: number;
  classes: number;
}

interface Table {
  n: number;
  /** Count per (class, cluster) cell, keyed `class\u0000cluster`. */
  cells: Map<string, number>;
  classSizes: Map<string, number>;
  clusterSizes: Map<string, number>;
}

function contingency(gold: readonly string[], predicted: readonly string[]): Table {
  if (gold.length !== predicted.length) {
    throw new RangeError(
      `Cannot compare partitions: ${gold.length} gold labels but ${predicted.length} predicted labels`,
    );
  }
  const cells = new Map<string, number>();
  const classSizes = new Map<string, number>();
  const clusterSizes = new Map<string, number>();
  for (let i = 0; i < gold.length; i++) {
    const key = `${gold[i]}\u0000${predicted[i]}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
    classSizes.set(gold[i], (classSizes.get(gold[i]) ?? 0) + 1);
    clusterSizes.set(predicted[i], (clusterSizes.get(predicted[i]) ?? 0) + 1);
  }
  return { n: gold.length, cells, classSizes, clusterSizes };
}

function pairs(x: number): number {
  return (x * (x - 1)) / 2;
}

function sum(values: Iterable<number>, f: (x: number) => number): number {
  let total = 0;
  for (const v of values) total += f(v);
  return total;
}

/**
 * Adjusted Rand index (Hubert & Arabie 1985). Two identical partitions score 1, including
 * the degenerate cases (both one cluster, both all singletons), as scikit-learn does.
 */
export function adjustedRandIndex(gold: readonly string[], predicted: readonly string[]): number {
  const t = contingency(gold, predicted);
  if (t.n === 0) return 1;
  const index = sum(t.cells.values(), pairs);
  const a = sum(t.classSizes.values(), pairs);
  const b = sum(t.clusterSizes.values(), pairs);
  const expected = (a * b) / pairs(t.n || 1);
  const max = (a + b) / 2;
  if (max === expected) return 1;
  return (index - expected) / (max - expected);
}

function entropy(sizes: Iterable<number>, n: number): number {
  let h = 0;
  for (const s of sizes) if (s > 0) h -= (s / n) * Math.log(s / n);
  return h;
}

/**
 * Homogeneity, completeness and V-measure (Rosenberg & Hirschberg 2007), natural log.
 * h = 1 - H(class|cluster)/H(class) (1 when H(class) = 0), c symmetric, v = 2hc/(h+c).
 */
export function vMeasure(
  gold: readonly string[],
  predicted: readonly string[],
): { homogeneity: number; completeness: number; v_measure: number } {
  const t = contingency(gold, predicted);
  if (t.n === 0) return { homogeneity: 1, completeness: 1, v_measure: 1 };
  const hClass = entropy(t.classSizes.values(), t.n);
  const hCluster = entropy(t.clusterSizes.values(), t.n);
  let hClassGivenCluster = 0;
  let hClusterGivenClass = 0;
  for (const [key, count] of t.cells) {
    const [cls, cluster] = key.split("\u0000");
    const p = count / t.n;
    hClassGivenCluster -= p * Math.log(count / t.clusterSizes.get(cluster)!);
    hClusterGivenClass -= p * Math.log(count / t.classSizes.get(cls)!);
  }
  const homogeneity = hClass === 0 ? 1 : 1 - hClassGivenCluster / hClass;
  const completeness = hCluster === 0 ? 1 : 1 - hClusterGivenClass / hCluster;
  const v = homogeneity + completeness === 0
    ? 0
    : (2 * homogeneity * completeness) / (homogeneity + completeness);
  return { homogeneity, completeness, v_measure: v };
}

/** B-cubed precision, recall and F1 (Bagga & Baldwin 1998): per-item averages. */
export function bCubed(
  gold: readonly string[],
  predicted: readonly string[],
): { precision: number; recall: number; f1: number } {
  const t = contingency(gold, predicted);
  if (t.n === 0) return { precision: 1, recall: 1, f1: 1 };
  let precision = 0;
  let recall = 0;
  for (let i = 0; i < t.n; i++) {
    const shared = t.cells.get(`${gold[i]}\u0000${predicted[i]}`)!;
    precision += shared / t.clusterSizes.get(predicted[i])!;
    recall += shared / t.classSizes.get(gold[i])!;
  }
  precision /= t.n;
  recall /= t.n;
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

/** All scores of one predicted partition against gold labels (same order, same length). */
export function clusterScores(
  gold: readonly string[],
  predicted: readonly string[],
): ClusterScores {
  const v = vMeasure(gold, predicted);
  const b = bCubed(gold, predicted);
  return {
    ari: adjustedRandIndex(gold, predicted),
    homogeneity: v.homogeneity,
    completeness: v.completeness,
    v_measure: v.v_measure,
    bcubed_precision: b.precision,
    bcubed_recall: b.recall,
    bcubed_f1: b.f1,
    clusters: new Set(predicted).size,
    classes: new Set(gold).size,
  };
}
