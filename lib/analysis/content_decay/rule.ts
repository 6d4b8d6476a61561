/**
 * The decay rule, declared once: a page has decayed for a keyword when its latest checks all sit
 * beyond the noise band of the checks before them (`noise.ts`), over at least two checks in a
 * row, and that costs at least `threshold` percent of its expected clicks. The drop is dated at
 * the first check of that run; the check before it is the last good one.
 *
 * Why: a move is a decay only when it is sustained beyond the series' own noise (Google Search
 * Central, "Debugging drops in Google Search traffic": small position changes are normal
 * fluctuation; a lone low check is a fluctuation until the next one confirms it), and it is
 * dated at the interval where it happened, not at the window's start or at today.
 */
import { ctrAt } from "../keyword_judgement/mod.ts";
import { bandOf, beyondBand, type NoiseBand } from "./noise.ts";
import { median } from "../../toolkit/numbers.ts";

/** A position's value: its expected click-through rate, 0 when the page is not listed. */
export function valueOf(position: number | null): number {
  return position === null ? 0 : ctrAt(position);
}

/** Fewer observations than this in the window say too little to call a trend. */
export const MIN_OBSERVATIONS = 3;
/** A move is sustained from this many checks in a row beyond the band. */
export const MIN_RUN = 2;
/** The window's first share of checks: unlisted there and listed now reads as recovering. */
const START_SHARE = 1 / 3;

/** The trends an audit reads, with what each means. */
export const TRENDS = [
  "stable",
  "declining",
  "recovering",
  "lost",
  "not_ranking",
  "unconfirmed_drop",
  "insufficient_data",
] as const;

export type Trend = typeof TRENDS[number];

/** One check as the rule reads it. */
export interface RulePoint {
  /** The page's position; an unlisted page counts one place beyond the depth of that SERP. */
  rank: number;
  /** Expected click-through rate of the position (0 when not listed). */
  value: number;
  listed: boolean;
}

/** What the rule found in a series (oldest first). */
export interface RuleOutcome {
  trend: Trend;
  decayed: boolean;
  /** The band of the checks before the drop (of all checks when there is none); null when empty. */
  band: NoiseBand | null;
  /** Checks the band and the baseline rest on. */
  baselineCount: number;
  /** The median expected CTR of those checks. */
  baseline: number;
  /** baseline x (1 - threshold / 100): the run must fall to or below it. */
  cutoff: number;
  /** Index of the first check of the sustained run beyond the band; null when none. */
  dropIndex: number | null;
}

/** The expected-clicks condition: `run` at or below the cutoff, and below the baseline. */
function costsClicks(base: number, run: number, threshold: number): boolean {
  return run < base && run <= base * (1 - threshold / 100);
}

/** Whether every check from `k` on is beyond the band of the checks before `k`, costing clicks. */
function runFrom(points: readonly RulePoint[], k: number, threshold: number): boolean {
  const before = points.slice(0, k);
  const after = points.slice(k);
  const band = bandOf(before.map((p) => p.rank));
  if (!after.every((p) => beyondBand(p.rank, band))) return false;
  return costsClicks(
    median(before.map((p) => p.value)),
    median(after.map((p) => p.value)),
    threshold,
  );
}

/** The first check of the earliest trailing run of at least `minRun` beyond the band; null when none. */
function trailingRun(
  points: readonly RulePoint[],
  threshold: number,
  minRun: number,
): number | null {
  for (let k = 1; k <= points.length - minRun; k++) {
    if (runFrom(points, k, threshold)) return k;
  }
  return null;
}

/** Whether an earlier run of MIN_RUN checks left the band of its prior checks and came back. */
function recoveredFromRun(points: readonly RulePoint[], threshold: number): boolean {
  const ranks = points.map((p) => p.rank);
  const last = ranks.length - 1;
  for (let k = 1; k < last; k++) {
    const band = bandOf(ranks.slice(0, k));
    let end = k;
    while (end < last && beyondBand(ranks[end], band)) end++;
    if (end - k < MIN_RUN || beyondBand(ranks[last], band)) continue;
    const base = median(points.slice(0, k).map((p) => p.value));
    if (costsClicks(base, median(points.slice(k, end).map((p) => p.value)), threshold)) return true;
  }
  return false;
}

/** Unlisted in most of the window's first checks and listed now. */
function listedAfterAbsence(points: readonly RulePoint[]): boolean {
  const first = points.slice(0, Math.max(1, Math.ceil(points.length * START_SHARE)));
  return first.filter((p) => !p.listed).length * 2 > first.length && points.at(-1)!.listed;
}

/** Applies the rule to the window's checks (oldest first). */
export function applyRule(points: readonly RulePoint[], threshold: number): RuleOutcome {
  const enough = points.length >= MIN_OBSERVATIONS;
  const dropIndex = enough ? trailingRun(points, threshold, MIN_RUN) : null;
  const base = dropIndex === null ? points : points.slice(0, dropIndex);
  const baseline = median(base.map((p) => p.value));
  const outcome = {
    decayed: dropIndex !== null,
    band: base.length ? bandOf(base.map((p) => p.rank)) : null,
    baselineCount: base.length,
    baseline,
    cutoff: baseline * (1 - threshold / 100),
    dropIndex,
  };
  return { ...outcome, trend: trendOf(points, threshold, dropIndex) };
}

/** The trend the checks read as. */
function trendOf(points: readonly RulePoint[], threshold: number, dropIndex: number | null): Trend {
  if (points.length < MIN_OBSERVATIONS) return "insufficient_data";
  if (points.every((p) => !p.listed)) return "not_ranking";
  if (dropIndex !== null) return points.at(-1)!.listed ? "declining" : "lost";
  // The latest check alone left the band of all the earlier ones: one check is not a trend.
  if (runFrom(points, points.length - 1, threshold)) return "unconfirmed_drop";
  if (listedAfterAbsence(points) || recoveredFromRun(points, threshold)) return "recovering";
  return "stable";
}

/** The rule as `method` states it. */
export function ruleText(threshold: number, noiseRule: string): string {
  return `Each observation's position (an unlisted page counts one place beyond the depth of that SERP) and value (the expected click-through rate of the position, 0 when not listed). The ${noiseRule}. Decay: from some check on, every later check is beyond the noise band of the checks before it, over at least ${MIN_RUN} checks in a row, and the run's median expected CTR is at or below the earlier checks' median x (1 - ${threshold} / 100). The drop is dated at the first check of the earliest such run; the check before it is the last good one. unconfirmed_drop: only the latest check is beyond the band (one check is not a trend). Recovering: an earlier run of ${MIN_RUN}+ checks beyond the band came back within it, or the page is listed now after not being listed in most of the window's first third. Fewer than ${MIN_OBSERVATIONS} observations: insufficient_data.`;
}
