/**
 * The confidence of a recommended section, from its evidence rather than a constant per
 * operation: the share of the model sites that cover it, and how much they write under it (a
 * section every site covers in 150 words is surer than one two sites mention in 30).
 */
import type { HeadingCluster } from "./result.ts";

/** The section's confidence, 0.35-0.95. */
export function sectionConfidence(h: HeadingCluster): number {
  const words = h.coverage.map((c) => c.words).sort((a, b) => a - b);
  const median = words.length > 0 ? words[Math.floor(words.length / 2)] : 0;
  const depth = Math.min(1, median / 150);
  const c = 0.35 + 0.4 * Math.min(1, h.share) + 0.2 * depth;
  return Math.round(Math.min(0.95, c) * 100) / 100;
}
