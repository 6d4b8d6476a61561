/** How fresh a data source is, from its stated update frequency or date. */
import { FRESHNESS } from "./thresholds.ts";

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/** A source's freshness on 0..1, or null when the text says nothing recognisable. */
export function freshnessScore(text: string | undefined, now: Date): number | null {
  if (!text) return null;
  const t = text.toLowerCase();
  const every = /(\d+)\s*(hour|day|week|month|year)s?/.exec(t);
  if (every) {
    const n = Number(every[1]);
    const days = n * { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 }[
      every[2] as "hour" | "day" | "week" | "month" | "year"
    ];
    return days <= 1
      ? FRESHNESS.daily
      : days <= 7
      ? FRESHNESS.weekly
      : days <= 31
      ? FRESHNESS.monthly
      : days <= 92
      ? FRESHNESS.quarterly
      : days <= 366
      ? FRESHNESS.yearly
      : FRESHNESS.static;
  }
  if (/\b(real.?time|live|streaming|stream|hourly|instant|continuous(ly)?)\b/.test(t)) {
    return FRESHNESS.realtime;
  }
  if (/\b(daily|nightly|every day)\b/.test(t)) return FRESHNESS.daily;
  if (/\b(bi-?weekly|fortnightly)\b/.test(t)) return FRESHNESS.biweekly;
  if (/\b(weekly|week)\b/.test(t)) return FRESHNESS.weekly;
  if (/\b(monthly|month)\b/.test(t)) return FRESHNESS.monthly;
  if (/\b(quarterly|quarter)\b/.test(t)) return FRESHNESS.quarterly;
  if (/\b(semi-?annual(ly)?|twice a year|half-?yearly)\b/.test(t)) return FRESHNESS.semiannual;
  if (/\b(yearly|year|annual(ly)?)\b/.test(t)) return FRESHNESS.yearly;
  if (/\b(static|one.?off|once|never|manual(ly)?|snapshot|archived?|frozen)\b/.test(t)) {
    return FRESHNESS.static;
  }
  // A date ("updated 2025-03-01") is aged against the request time.
  const date = /(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(t);
  if (date) {
    const ms = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3] ?? 1));
    const nowMs = now.getTime();
    if (Number.isFinite(ms) && Number.isFinite(nowMs)) {
      const age = (nowMs - ms) / DAY_MS;
      return age <= 30 ? 1 : age <= 90 ? 0.8 : age <= 180 ? 0.6 : age <= 365 ? 0.4 : 0.2;
    }
  }
  return null;
}
