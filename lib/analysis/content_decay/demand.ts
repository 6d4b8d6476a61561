/**
 * The demand behind the clicks: the keyword's monthly search volumes (DataForSEO Labs
 * `keyword_info.monthly_searches`, the last twelve months, newest first), read as a season
 * calendar. Fewer clicks from fewer searches is not decay.
 *
 * Why: Google Search Central, "Debugging drops in Google Search traffic", lists seasonality and
 * shifts in search interest among the main causes of a traffic drop and says to check the
 * query's demand (Google Trends) before changing the page. The season is read the way demand
 * planners read a seasonal index (a month's searches over the average month):
 * - seasonal when the peak month draws at least twice the median month (`keyword_rows/trend.ts`,
 *   the rule every keyword operation of this service uses);
 * - the season is the run of consecutive months above the average month around the peak
 *   (it may wrap the year: November to January);
 * - the low months are the run of months under half the average month around the lowest one;
 * - this month's demand is the same calendar month in the data (last year's when the data ends
 *   earlier), so "now" is compared like for like.
 */
import type { MonthlyVolume } from "../../providers/labs_types.ts";
import { trendOf } from "../keyword_rows/trend.ts";
import { type WindowDemand, windowDemandOf } from "./demand_window.ts";
import { roundSigned } from "../../toolkit/numbers.ts";

/** A month above this share of the average month is in season. */
export const SEASON_INDEX = 1;
/** A month under this share of the average month is a low month. */
export const LOW_INDEX = 0.5;
/** A full calendar is needed to place a season. */
const CALENDAR_MONTHS = 12;

/** Calendar month names, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Where the volumes came from. */
export type DemandSource = "ranked_keywords" | "keyword_overview";

/** A month of the calendar with its searches. */
export interface MonthVolume {
  /** yyyy-mm */
  month: string;
  search_volume: number;
}

/** A run of calendar months (1-12; `from` after `to` wraps the year). */
export interface MonthRun {
  from_month: number;
  to_month: number;
  /** The lowest and highest monthly searches in the run. */
  min_volume: number;
  max_volume: number;
}

/** The demand reading of the audit. */
export interface DemandReading {
  source: DemandSource;
  months: number;
  /** seasonal, rising, falling or flat over the months read; unknown under six months. */
  direction: "seasonal" | "rising" | "falling" | "flat" | "unknown";
  /** The newest three months against the oldest three, in percent. */
  change_pct: number | null;
  /** The window's months against the three before them (`demand_window.ts`). */
  window: WindowDemand | null;
  peak: MonthVolume | null;
  /** The season (seasonal keywords with twelve months only). */
  season: MonthRun | null;
  low_months: MonthRun | null;
  /** The same calendar month as now in the data, and how far below the peak it is. */
  this_month: MonthVolume | null;
  this_month_vs_peak_pct: number | null;
  /** in_season or off_season now (seasonal keywords with a calendar only). */
  phase: "in_season" | "off_season" | null;
  /** yyyy-mm the season next starts (off season) ... */
  season_returns: string | null;
  /** ... and the month to refresh by: the one before it. */
  refresh_by: string | null;
}

/** "September" for 9. */
export function monthName(month: number): string {
  return MONTHS[(month + 11) % 12];
}

/** "September 2026" for "2026-09". */
export function monthLabel(yyyyMm: string): string {
  const [y, m] = yyyyMm.split("-").map(Number);
  return `${monthName(m)} ${y}`;
}

const key = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** The next calendar month (1-12) `d` months from `m`. */
function step(m: number, d: number): number {
  return ((m - 1 + d + 12 * 2) % 12) + 1;
}

/** The run of consecutive calendar months around `start` whose volume passes `keep`. */
function runAround(
  byMonth: ReadonlyMap<number, number>,
  start: number,
  keep: (v: number) => boolean,
): MonthRun {
  let from = start;
  let to = start;
  let length = 1;
  while (length < 12 && keep(byMonth.get(step(from, -1))!)) {
    from = step(from, -1);
    length++;
  }
  while (length < 12 && keep(byMonth.get(step(to, 1))!)) {
    to = step(to, 1);
    length++;
  }
  const volumes = Array.from({ length }, (_, i) => byMonth.get(step(from, i))!);
  return {
    from_month: from,
    to_month: to,
    min_volume: Math.min(...volumes),
    max_volume: Math.max(...volumes),
  };
}

/** Whether calendar month `m` falls in `run`. */
function inRun(run: MonthRun, m: number): boolean {
  return run.from_month <= run.to_month
    ? m >= run.from_month && m <= run.to_month
    : m >= run.from_month || m <= run.to_month;
}

/** The next yyyy-mm of calendar month `m` after the month of `now`. */
function nextOf(m: number, now: Date): string {
  const year = now.getUTCFullYear();
  return key(m > now.getUTCMonth() + 1 ? year : year + 1, m);
}

/** Reads the demand of `monthly` (any order) over the window ending at `now`; null without volumes. */
export function demandOf(
  monthly: readonly MonthlyVolume[],
  source: DemandSource,
  window: { from: number; now: Date },
): DemandReading | null {
  const now = window.now;
  const months = [...monthly].sort((a, b) => b.year - a.year || b.month - a.month).slice(0, 12);
  if (months.length === 0) return null;
  const trend = trendOf(months);
  const peakAt = months.reduce(
    (best, m, i) => m.search_volume > months[best].search_volume ? i : best,
    0,
  );
  const nowMonth = now.getUTCMonth() + 1;
  const same = months.find((m) => m.month === nowMonth);
  const peak = {
    month: key(months[peakAt].year, months[peakAt].month),
    search_volume: months[peakAt].search_volume,
  };
  const thisMonth = same
    ? { month: key(same.year, same.month), search_volume: same.search_volume }
    : null;
  const reading: DemandReading = {
    source,
    months: months.length,
    direction: trend.direction,
    change_pct: trend.change_pct,
    window: windowDemandOf(months, { from: window.from, to: now.getTime() }),
    peak: trend.direction === "unknown" ? null : peak,
    season: null,
    low_months: null,
    this_month: thisMonth,
    this_month_vs_peak_pct: thisMonth && peak.search_volume > 0
      ? roundSigned((thisMonth.search_volume - peak.search_volume) / peak.search_volume * 100, 0)
      : null,
    phase: null,
    season_returns: null,
    refresh_by: null,
  };
  const calendar = new Set(months.map((m) => m.month));
  if (trend.direction !== "seasonal" || calendar.size < CALENDAR_MONTHS) return reading;
  return { ...reading, ...calendarOf(months, months[peakAt].month, now) };
}

/** The season, the low months, the phase now and when the season returns. */
function calendarOf(months: readonly MonthlyVolume[], peakMonth: number, now: Date) {
  const byMonth = new Map(months.map((m) => [m.month, Math.max(0, m.search_volume)]));
  const mean = [...byMonth.values()].reduce((s, v) => s + v, 0) / byMonth.size;
  const season = runAround(byMonth, peakMonth, (v) => v > mean * SEASON_INDEX);
  const lowest = [...byMonth.entries()].reduce((a, b) => b[1] < a[1] ? b : a)[0];
  const low = byMonth.get(lowest)! < mean * LOW_INDEX
    ? runAround(byMonth, lowest, (v) => v < mean * LOW_INDEX)
    : null;
  const inSeason = inRun(season, now.getUTCMonth() + 1);
  const returns = inSeason ? null : nextOf(season.from_month, now);
  return {
    season,
    low_months: low,
    phase: inSeason ? "in_season" as const : "off_season" as const,
    season_returns: returns,
    refresh_by: returns ? monthBefore(returns) : null,
  };
}

/** The yyyy-mm before `yyyyMm`. */
function monthBefore(yyyyMm: string): string {
  const [y, m] = yyyyMm.split("-").map(Number);
  return m === 1 ? key(y - 1, 12) : key(y, m - 1);
}
