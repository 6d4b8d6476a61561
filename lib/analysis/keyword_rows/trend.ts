/**
 * The direction of a keyword's demand over the provider's last twelve months: a peak month far
 * above the typical month is seasonal, else the newest quarter against the oldest says rising,
 * falling or flat. Too few months say unknown.
 */
import { z } from "zod";
import type { MonthlyVolume } from "../../providers/labs_types.ts";
import { mean, median, round } from "../../toolkit/numbers.ts";
import { calendarOf, CalendarSchema } from "./calendar.ts";

/** The thresholds of the trend rule. */
export const TREND_RULE = {
  min_months: 6,
  /** A month drawing at least twice the median month is a seasonal peak. */
  seasonal_peak_ratio: 2,
  /** Newest three months against the oldest three: +20% rising, -20% falling. */
  change_pct: 20,
};

/** What `method.trend` says. */
export const TREND_METHOD =
  `from monthly_searches (up to 12 months): unknown with fewer than ${TREND_RULE.min_months} months; ` +
  `seasonal when the peak month draws >= ${TREND_RULE.seasonal_peak_ratio}× the median month and is not the newest month (or is, and the oldest month a year before drew at least half as much: the season recurring); ` +
  `else change_pct = newest 3 months' average vs the oldest 3 months' average: >= +${TREND_RULE.change_pct}% rising, <= -${TREND_RULE.change_pct}% falling, else flat`;

/** The demand trend of one keyword. */
export const TrendSchema = z.strictObject({
  direction: z.enum(["rising", "falling", "seasonal", "flat", "unknown"]),
  months: z.number().int().min(0).describe("Months of data the trend reads."),
  recent_avg: z.number().min(0).nullable().describe("Average searches of the newest 3 months."),
  earlier_avg: z.number().min(0).nullable().describe("Average searches of the oldest 3 months."),
  change_pct: z.number().nullable().describe("recent_avg against earlier_avg, in percent."),
  peak_month: z.string().nullable().describe("The month with the most searches, yyyy-mm."),
  peak_ratio: z.number().min(0).nullable().describe("Peak month's searches / the median month's."),
  calendar: CalendarSchema.nullable().describe(
    "For a seasonal keyword: its season, peak and when to publish or refresh (before the rise); null otherwise. Judge it on its season, not on its annual average.",
  ),
});

/** The demand trend of one keyword. */
export type Trend = z.output<typeof TrendSchema>;

const monthOf = (m: MonthlyVolume) => `${m.year}-${String(m.month).padStart(2, "0")}`;

/** The trend of `monthly` (any order; read newest first). */
export function trendOf(monthly: readonly MonthlyVolume[]): Trend {
  const months = [...monthly].sort((a, b) => b.year - a.year || b.month - a.month).slice(0, 12);
  if (months.length < TREND_RULE.min_months) {
    return {
      direction: "unknown",
      months: months.length,
      recent_avg: null,
      earlier_avg: null,
      change_pct: null,
      peak_month: null,
      peak_ratio: null,
      calendar: null,
    };
  }
  const volumes = months.map((m) => Math.max(0, m.search_volume));
  const recent = mean(volumes.slice(0, 3));
  const earlier = mean(volumes.slice(-3));
  const peakAt = volumes.indexOf(Math.max(...volumes));
  const typical = median(volumes);
  const peakRatio = typical > 0 ? volumes[peakAt] / typical : null;
  const change = earlier > 0 ? (recent - earlier) / earlier * 100 : recent > 0 ? 100 : 0;
  // A peak in the newest month is a season when the oldest month, a year before, was high too.
  const recurs = volumes[volumes.length - 1] >= 0.5 * volumes[peakAt];
  const direction = directionOf(
    change,
    peakRatio,
    peakAt > 0 || (months.length >= 12 && recurs) ? 1 : 0,
  );
  return {
    direction,
    months: months.length,
    recent_avg: round(recent, 1),
    earlier_avg: round(earlier, 1),
    change_pct: round(change, 1),
    peak_month: monthOf(months[peakAt]),
    peak_ratio: peakRatio === null ? null : round(peakRatio, 2),
    calendar: direction === "seasonal" ? seasonCalendar(months, months[peakAt].month - 1) : null,
  };
}

/** The calendar of newest-first months: volumes by calendar month, "now" after the newest. */
function seasonCalendar(months: readonly MonthlyVolume[], peak: number) {
  const byMonth: (number | null)[] = Array(12).fill(null);
  for (const m of months) {
    const i = m.month - 1;
    byMonth[i] = byMonth[i] === null ? m.search_volume : (byMonth[i]! + m.search_volume) / 2;
  }
  return calendarOf(byMonth, peak, months[0].month % 12);
}

/** Seasonal first (a spike in the newest month reads as rising, not yet as a season). */
function directionOf(change: number, peakRatio: number | null, peakAt: number): Trend["direction"] {
  if (peakRatio !== null && peakRatio >= TREND_RULE.seasonal_peak_ratio && peakAt > 0) {
    return "seasonal";
  }
  if (change >= TREND_RULE.change_pct) return "rising";
  if (change <= -TREND_RULE.change_pct) return "falling";
  return "flat";
}
