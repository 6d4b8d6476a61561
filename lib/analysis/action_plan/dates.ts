/** The plan's calendar: UTC days and weeks starting on Monday. */

/** The Monday on or after `now`'s UTC date, at 00:00 UTC. */
export function mondayOnOrAfter(now: Date): Date {
  const ms = Number.isFinite(now.getTime()) ? now.getTime() : 0;
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const shift = (8 - day.getUTCDay()) % 7;
  return new Date(midnight + shift * 86_400_000);
}

/** `date` moved by whole days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** `YYYY-MM-DD` of the UTC date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
