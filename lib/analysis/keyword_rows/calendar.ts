/**
 * A seasonal keyword's calendar, as seasonal-content planning reads monthly demand: the season
 * (the run of months around the peak drawing at least 40% of the peak's searches), and when to
 * publish or refresh: a page needs weeks to be crawled, indexed and to settle in rankings
 * (Google's "crawling and indexing" documentation speaks of days to weeks), so it goes live one
 * to two months before the rise, not at the peak. "Now" is the month after the newest month of
 * data (DataForSEO's monthly volumes end with the last complete month).
 */
import { z } from "zod";

/** The calendar of a seasonal keyword. */
export const CalendarSchema = z.strictObject({
  season: z.array(z.string()).describe("The months of the season, in order (e.g. Dec, Jan, Feb)."),
  peak: z.string().describe("The peak month's name."),
  publish_by: z.string().describe(
    "When the page should be live or refreshed: the months before the rise.",
  ),
  in_season_now: z.boolean().describe("Whether the month after the data falls in the season."),
  months_to_rise: z.number().int().min(0).describe(
    "Months from now to the first month of the season (0: in season).",
  ),
});

export type Calendar = z.output<typeof CalendarSchema>;

const NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Share of the peak a month needs to belong to the season. */
export const SEASON_SHARE = 0.4;

/**
 * The calendar of twelve months of volumes by calendar month (index 0 = January, averaged
 * where a month appears twice), `peak` the peak's month index and `now` the current month index.
 */
export function calendarOf(
  byMonth: readonly (number | null)[],
  peak: number,
  now: number,
): Calendar {
  const top = byMonth[peak] ?? 0;
  const inSeason = (m: number) => (byMonth[(m + 12) % 12] ?? 0) >= SEASON_SHARE * top;
  let start = peak;
  while (start - peak > -11 && inSeason(start - 1)) start--;
  let end = peak;
  while (end - peak < 11 && inSeason(end + 1)) end++;
  const season = Array.from({ length: end - start + 1 }, (_, i) => NAMES[(start + i + 12) % 12]);
  const rise = (start + 12) % 12;
  const months = ((rise - now) % 12 + 12) % 12;
  const inNow = Array.from({ length: end - start + 1 }, (_, i) => (start + i + 12) % 12).includes(
    now,
  );
  return {
    season,
    peak: NAMES[peak],
    publish_by: `${NAMES[(rise + 10) % 12]}–${NAMES[(rise + 11) % 12]}`,
    in_season_now: inNow,
    months_to_rise: inNow ? 0 : months,
  };
}
