import assert from "node:assert/strict";
import { adjustedRandIndex, bCubed, clusterScores, vMeasure } from "./cluster_metrics.ts";

const close = (actual: number, expected: number, eps = 1e-9) =>
  assert.ok(Math.abs(actual - expected) < eps, `${actual} is not ${expected}`);

Deno.test("[cluster_metrics] the adjusted Rand index matches hand-computed values", () => {
  close(adjustedRandIndex(["a", "a", "b", "b"], ["x", "x", "y", "y"]), 1);
  close(adjustedRandIndex(["a", "a", "b", "b"], ["y", "y", "x", "x"]), 1);
  // index 1, a = 2, b = 1, expected 2/6, max 1.5: (1 - 1/3) / (1.5 - 1/3) = 4/7
  close(adjustedRandIndex(["a", "a", "b", "c"], ["x", "x", "y", "y"]), 4 / 7);
  close(adjustedRandIndex(["a", "a", "a", "a"], ["w", "x", "y", "z"]), 0);
  close(adjustedRandIndex(["a", "a", "b", "b"], ["x", "y", "x", "y"]), -0.5);
  // Degenerate but identical partitions count as full agreement.
  close(adjustedRandIndex(["a", "b", "c"], ["x", "y", "z"]), 1);
  close(adjustedRandIndex(["a", "a"], ["x", "x"]), 1);
});

Deno.test("[cluster_metrics] V-measure, homogeneity and completeness match hand-computed values", () => {
  const split = vMeasure(["a", "a", "b", "b"], ["x", "x", "y", "z"]);
  close(split.homogeneity, 1);
  close(split.completeness, 2 / 3);
  close(split.v_measure, 0.8);
  const lumped = vMeasure(["a", "a", "b", "b"], ["x", "x", "x", "x"]);
  close(lumped.homogeneity, 0);
  close(lumped.completeness, 1);
  close(lumped.v_measure, 0);
  close(vMeasure(["a", "a", "b", "b"], ["x", "y", "x", "y"]).v_measure, 0);
  close(vMeasure(["a", "a", "b", "b"], ["y", "y", "x", "x"]).v_measure, 1);
});

Deno.test("[cluster_metrics] B-cubed averages per-item precision and recall", () => {
  // Items 1-2: p 2/3, r 1; item 3: p 1/3, r 1/2; item 4: p 1, r 1/2.
  const b = bCubed(["a", "a", "b", "b"], ["x", "x", "x", "y"]);
  close(b.precision, 2 / 3);
  close(b.recall, 0.75);
  close(b.f1, (2 * (2 / 3) * 0.75) / (2 / 3 + 0.75));
});

Deno.test("[cluster_metrics] scores count clusters and classes and refuse unequal lengths", () => {
  const s = clusterScores(["a", "a", "b"], ["1", "2", "3"]);
  assert.equal(s.clusters, 3);
  assert.equal(s.classes, 2);
  close(s.homogeneity, 1);
  assert.throws(() => clusterScores(["a"], ["x", "y"]), RangeError);
});
