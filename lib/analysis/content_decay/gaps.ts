/** What the series is missing: too few observations, gaps, no early history, no provider view. */
import type { DemandData, ProviderRankingData } from "./input.ts";
import { MIN_OBSERVATIONS } from "./rule.ts";
import { dateOf, type Series } from "./series.ts";

const DAY_MS = 86_400_000;
/**
 * Over eight days without an observation is a gap (a drop inside it is dated late by up to that
 * much): weekly checks are the usual rank-tracking cadence, and one that runs a day late is
 * still weekly.
 */
export const GAP_DAYS = 8;

/** A stretch of the window with no observation. */
export interface Gap {
  from: string;
  to: string;
  days: number;
}

/** Stretches longer than GAP_DAYS with no observation: before the first, between, after the last. */
export function gapsOf(series: Series): Gap[] {
  const times = [series.from, ...series.observations.map((o) => o.at), series.to];
  const gaps: Gap[] = [];
  for (let i = 1; i < times.length; i++) {
    const days = (times[i] - times[i - 1]) / DAY_MS;
    if (days > GAP_DAYS) {
      gaps.push({ from: dateOf(times[i - 1]), to: dateOf(times[i]), days: Math.round(days) });
    }
  }
  return gaps;
}

/** Sentences naming what the audit lacks. */
export function missingOf(
  series: Series,
  gaps: readonly Gap[],
  facts: { ranking: ProviderRankingData; demand: DemandData; liveFound: boolean },
): string[] {
  const n = series.observations.length;
  const missing: string[] = [];
  if (n < MIN_OBSERVATIONS) {
    missing.push(
      `Only ${n} observation${
        n === 1 ? "" : "s"
      } in the window; at least ${MIN_OBSERVATIONS} a few days apart are needed to call a trend: each run of this check records one.`,
    );
  }
  for (const g of gaps) {
    missing.push(`No observation from ${g.from} to ${g.to} (${g.days} days).`);
  }
  if (!facts.liveFound) {
    missing.push("The live SERP check returned no organic results: today is not observed.");
  }
  if (facts.ranking.error) {
    missing.push(`No provider ranking history: ${facts.ranking.error}`);
  } else if (!facts.ranking.row) {
    missing.push(
      "No provider ranking history: the provider lists no ranking of this page for the keyword.",
    );
  }
  if (facts.demand.monthly.length === 0) {
    missing.push(
      `No monthly search volumes${
        facts.demand.error ? ` (${facts.demand.error})` : ""
      }: a fall in clicks cannot be split between rank and demand.`,
    );
  }
  return missing;
}
