/**
 * Patterns of a new/lost series that are not single anomalies, read before any momentum verdict:
 *
 * - **gaps**: a period where every count is zero while the series usually moves (its median
 *   month has new referring domains): the provider saw nothing, so it is missing data (a crawl
 *   gap), not a collapse; it is left out of every level, anomaly and momentum.
 * - **level shift**: the usual level of new (or lost) referring domains changes for good at one
 *   period: the median after it is half (or twice) the median before, over three periods or
 *   more on each side. A steady erosion shows here, not as a spike: acquisition slowed (new
 *   domains fell) or losses rose.
 * - **season**: with two years or more of months, the same calendar months stand well above
 *   each year's own level every year (links that arrive with an annual event, a season's press,
 *   a yearly ranking). Such peaks are the pattern, not anomalies, and the time to act is the
 *   weeks before them.
 */
import { median } from "../../toolkit/numbers.ts";
import { MONTHS } from "../content_decay/demand.ts";

/** The counts of one period. */
export interface SeriesPoint {
  date: string;
  new_backlinks: number;
  lost_backlinks: number;
  new_referring_domains: number;
  lost_referring_domains: number;
}

/** Thresholds, declared once. */
export const PATTERNS = {
  /** A gap needs the usual period to bring at least this many new referring domains. */
  gapUsualNew: 3,
  /** Periods on each side of a level shift. */
  shiftSide: 3,
  /** New domains after a shift at most this share of before (acquisition slowed). */
  slowedRatio: 0.5,
  /** Lost domains after a shift at least this multiple of before (losses rose). */
  roseRatio: 2,
  /** The level before a shift needs at least this many domains a period. */
  shiftMinLevel: 5,
  /** A seasonal month stands at least this multiple of its year's median. */
  seasonRatio: 1.5,
  /** Months of history a season needs. */
  seasonMonths: 20,
} as const;

/** The dates of the periods with no data at all in a series that usually moves. */
export function gapsOf(points: readonly SeriesPoint[]): string[] {
  const empty = (p: SeriesPoint) =>
    p.new_backlinks + p.lost_backlinks + p.new_referring_domains + p.lost_referring_domains === 0;
  const usual = median(points.filter((p) => !empty(p)).map((p) => p.new_referring_domains));
  if (usual < PATTERNS.gapUsualNew) return [];
  return points.filter(empty).map((p) => p.date);
}

/** A lasting change of the usual level. */
export interface LevelShift {
  date: string;
  series: "new_referring_domains" | "lost_referring_domains";
  before: number;
  after: number;
  why: string;
}

/** How far a series sits from one level before `k` and another after it (absolute deviations). */
function splitCost(values: readonly number[], k: number): number {
  const before = values.slice(0, k);
  const after = values.slice(k);
  const mb = median(before);
  const ma = median(after);
  return before.reduce((n, v) => n + Math.abs(v - mb), 0) +
    after.reduce((n, v) => n + Math.abs(v - ma), 0);
}

/** The best split of a series where `holds(before, after, last)` holds, or null. */
function bestSplit(
  values: readonly number[],
  holds: (before: number, after: number, last: number) => boolean,
): { k: number; before: number; after: number; cost: number } | null {
  const side = PATTERNS.shiftSide;
  const last = median(values.slice(-side));
  let best: { k: number; before: number; after: number; cost: number } | null = null;
  for (let k = side; k <= values.length - side; k++) {
    const before = median(values.slice(0, k));
    const after = median(values.slice(k));
    if (!holds(before, after, last)) continue;
    const cost = splitCost(values, k);
    if (!best || cost < best.cost) best = { k, before, after, cost };
  }
  return best;
}

/**
 * The lasting change of new (fall) or lost (rise) referring domains, at the period that best
 * splits the series into two levels (least absolute deviation), or null.
 */
export function levelShiftOf(points: readonly SeriesPoint[]): LevelShift | null {
  const slowed = bestSplit(
    points.map((p) => p.new_referring_domains),
    (before, after, last) =>
      before >= PATTERNS.shiftMinLevel && after <= PATTERNS.slowedRatio * before &&
      last <= PATTERNS.slowedRatio * before,
  );
  const rose = bestSplit(
    points.map((p) => p.lost_referring_domains),
    (before, after, last) => {
      const floor = Math.max(before, PATTERNS.shiftMinLevel) * PATTERNS.roseRatio;
      return floor <= after && floor <= last;
    },
  );
  if (slowed) {
    const date = points[slowed.k].date;
    return {
      date,
      series: "new_referring_domains",
      before: slowed.before,
      after: slowed.after,
      why:
        `from ${date} new referring domains fell from a usual ${slowed.before} to ${slowed.after} a period and stayed there: link acquisition slowed, a steady erosion rather than a spike`,
    };
  }
  if (rose) {
    const date = points[rose.k].date;
    return {
      date,
      series: "lost_referring_domains",
      before: rose.before,
      after: rose.after,
      why:
        `from ${date} lost referring domains rose from a usual ${rose.before} to ${rose.after} a period and stayed there: links are being lost faster for good`,
    };
  }
  return null;
}

/** Calendar months whose new referring domains peak every year. */
export interface LinkSeason {
  peak_months: number[];
  years: number;
  why: string;
}

/**
 * The calendar months that peak every time they occur in a monthly series of 20+ months (each
 * occurrence at 1.5× the median of the twelve months around it), or null.
 */
export function seasonOf(points: readonly SeriesPoint[], groupRange: string): LinkSeason | null {
  if (groupRange !== "month" || points.length < PATTERNS.seasonMonths) return null;
  const values = points.map((p) => p.new_referring_domains);
  const peak = values.map((v, i) => {
    const level = median(values.slice(Math.max(0, i - 6), i + 7));
    return v >= PATTERNS.seasonRatio * Math.max(level, 1) && v >= PATTERNS.shiftMinLevel;
  });
  const byMonth = new Map<number, boolean[]>();
  points.forEach((p, i) => {
    const m = Number(p.date.slice(5, 7));
    byMonth.set(m, [...(byMonth.get(m) ?? []), peak[i]]);
  });
  const common = [...byMonth].filter(([, flags]) => flags.length >= 2 && flags.every(Boolean))
    .map(([m]) => m).sort((a, b) => a - b);
  if (common.length === 0 || common.length > 4) return null;
  const years = Math.min(...common.map((m) => byMonth.get(m)!.length));
  // The season starts at its first month in calendar order, wrapping over the new year.
  const first = common.find((m) => !common.includes(m === 1 ? 12 : m - 1)) ?? common[0];
  const ordered = [...common].sort((a, b) => ((a - first + 12) % 12) - ((b - first + 12) % 12));
  const names = ordered.map((m) => MONTHS[m - 1]).join(" and ");
  const before = MONTHS[(first + 10) % 12];
  return {
    peak_months: common,
    years,
    why:
      `new referring domains peak in ${names} every year (${years} years): a recurring season of links, not a one-off; prepare outreach and stories in ${before}, before the rise`,
  };
}

/** Whether a date falls in one of the season's months. */
export function inSeason(date: string, season: LinkSeason | null): boolean {
  return season !== null && season.peak_months.includes(Number(date.slice(5, 7)));
}
