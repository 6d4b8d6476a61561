/** The statistics of one consecutive pair of snapshots. */
import { levelOf } from "./levels/mod.ts";
import { meanOrNull, round } from "./numbers.ts";
import { rankBiasedOverlap } from "./rbo.ts";
import type { SnapshotPair, Thresholds } from "./result.ts";
import { deepest, type Prepared } from "./snapshots.ts";
import { withUrlSwaps } from "./url_swaps.ts";
import { DAY_MS, FIRST_PAGE, SHIFT_SATURATION, WEIGHTS } from "./thresholds.ts";

/** Every consecutive pair of the sorted snapshots, compared. */
export function comparePairs(
  snapshots: readonly Prepared[],
  thresholds: Thresholds,
): SnapshotPair[] {
  const pairs: SnapshotPair[] = [];
  for (let i = 1; i < snapshots.length; i++) {
    pairs.push(comparePair([snapshots[i - 1], snapshots[i]], thresholds));
  }
  return pairs;
}

export function comparePair(
  [a, raw]: [Prepared, Prepared],
  thresholds: Thresholds,
): SnapshotPair {
  // A domain's new URL at its old place is its old result under a new address.
  const { b, swaps } = withUrlSwaps(a, raw);
  const depth = Math.min(a.ranked.length, b.ranked.length);
  const topA = a.ranked.slice(0, depth);
  const topB = b.ranked.slice(0, depth);
  const rbo = rankBiasedOverlap(topA.map((e) => e.key), topB.map((e) => e.key));
  const jaccard = jaccardTop10(a, b);
  const { deltas, retitled } = sharedUrls(a, b);
  const meanDelta = meanOrNull(deltas);

  // Entered/exited look at whole lists (a URL that slid below the shorter list's depth has
  // not left), but only as deep as the other snapshot reaches: a URL at #57 is not "new" when
  // the previous snapshot stopped at #10.
  const entered = b.ranked.filter((e) => !a.byKey.has(e.key) && e.position <= deepest(a));
  const exited = a.ranked.filter((e) => !b.byKey.has(e.key) && e.position <= deepest(b));
  const score = pairScore(rbo, jaccard, meanDelta);
  const { added, removed } = featureChanges(a, b);

  return {
    from: a.checked_at,
    to: b.checked_at,
    days_between: round((b.ms - a.ms) / DAY_MS, 2),
    depth,
    rbo: round(rbo, 3),
    jaccard_top10: jaccard === null ? null : round(jaccard, 3),
    mean_abs_position_delta: meanDelta === null ? null : round(meanDelta, 2),
    shared_urls: deltas.length,
    entered_count: entered.length,
    exited_count: exited.length,
    entered: entered.slice(0, 10).map((e) => e.url),
    exited: exited.slice(0, 10).map((e) => e.url),
    retitled: retitled.slice(0, 10),
    url_changes: swaps.slice(0, 10),
    serp_features_added: added,
    serp_features_removed: removed,
    score,
    level: levelOf(score, thresholds),
  };
}

/** Jaccard of the URLs on the first page (`FIRST_PAGE`); null when neither snapshot has any. */
function jaccardTop10(a: Prepared, b: Prepared): number | null {
  const top10A = new Set(a.ranked.filter((e) => e.position <= FIRST_PAGE).map((e) => e.key));
  const top10B = new Set(b.ranked.filter((e) => e.position <= FIRST_PAGE).map((e) => e.key));
  const union = new Set([...top10A, ...top10B]);
  const inBoth = [...top10A].filter((k) => top10B.has(k)).length;
  return union.size === 0 ? null : inBoth / union.size;
}

/** The position changes of URLs in both snapshots, and those of them whose title changed. */
function sharedUrls(a: Prepared, b: Prepared): { deltas: number[]; retitled: string[] } {
  const deltas: number[] = [];
  const retitled: string[] = [];
  for (const e of a.ranked) {
    const other = b.byKey.get(e.key);
    if (!other) continue;
    deltas.push(Math.abs(other.position - e.position));
    if (e.title && other.title && foldTitle(e.title) !== foldTitle(other.title)) {
      retitled.push(other.url);
    }
  }
  return { deltas, retitled };
}

/** 100 x the weighted sum of 1 - RBO, 1 - Jaccard@10 and the saturated mean shift. */
function pairScore(rbo: number, jaccard: number | null, meanDelta: number | null): number {
  const rboPart = 1 - rbo;
  const jaccardPart = jaccard === null ? rboPart : 1 - jaccard;
  const shiftPart = meanDelta === null ? 1 : Math.min(1, meanDelta / SHIFT_SATURATION);
  return round(
    100 *
      (WEIGHTS.rbo * rboPart + WEIGHTS.jaccard_top10 * jaccardPart +
        WEIGHTS.position_shift * shiftPart),
    1,
  );
}

/** SERP features added and removed; null unless both snapshots list their features. */
function featureChanges(
  a: Prepared,
  b: Prepared,
): { added: string[] | null; removed: string[] | null } {
  if (!a.features || !b.features) return { added: null, removed: null };
  const before = new Set(a.features);
  const after = new Set(b.features);
  return {
    added: b.features.filter((f) => !before.has(f)),
    removed: a.features.filter((f) => !after.has(f)),
  };
}

export function foldTitle(title: string): string {
  return title.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}
