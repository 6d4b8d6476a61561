/**
 * Opening hours as a page prints them ("ma–vr 08:00–17:30", "Monday to Friday 9:00-18:00",
 * "Sa. 9.00 - 13.00"), read into schema.org `OpeningHoursSpecification` values. Day names come
 * from the runtime's own locale data (Intl) for the page's language and English, so no language
 * needs a word list. A line without times ("24/7 by phone", "closed") is not read as hours:
 * Google asks for the hours the place is open (Search Central, *Local business structured data*,
 * openingHoursSpecification).
 */

import { escapeRegExp } from "../../toolkit/text.ts";
/** One opening-hours row. */
export interface HoursSpec {
  dayOfWeek: string[];
  opens: string;
  closes: string;
  /** The text it was read from. */
  text: string;
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** 2024-01-01 was a Monday. */
const MONDAY = Date.UTC(2024, 0, 1);

/** Day-name forms (long and short, without trailing dots) → day index, for the languages. */
function dayNames(langs: readonly string[]): Map<string, number> {
  const names = new Map<string, number>();
  for (const lang of langs) {
    for (const weekday of ["long", "short"] as const) {
      let fmt: Intl.DateTimeFormat;
      try {
        fmt = new Intl.DateTimeFormat(lang, { weekday, timeZone: "UTC" });
      } catch {
        continue;
      }
      for (let i = 0; i < 7; i++) {
        const name = fmt.format(new Date(MONDAY + i * 86_400_000)).toLowerCase().replace(/\.$/, "");
        if (name.length >= 2 && !names.has(name)) names.set(name, i);
      }
    }
  }
  return names;
}

const TIME = String.raw`(\d{1,2})[:.h](\d{2})`;
/** A range connector: a dash, or a short word ("to", "bis", "t/m", "à", "al"). */
const TO = String.raw`\s*(?:[-–—]|\s[\p{L}/]{1,4}\s)\s*`;

function hhmm(h: string, m: string): string | null {
  const hour = Number(h);
  const minute = Number(m);
  if (hour > 24 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${m}`;
}

/** The opening hours printed in `text`, in the page language `lang` (or English). */
export function openingHoursIn(text: string, lang: string | null): HoursSpec[] {
  const names = dayNames([...(lang ? [lang] : []), "en"]);
  const day = [...names.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
  const pattern = new RegExp(
    String.raw`(?<![\p{L}])(${day})\.?(?:${TO}(${day})\.?)?\s*[:|]?\s*${TIME}${TO}${TIME}`,
    "giu",
  );
  const out: HoursSpec[] = [];
  for (const m of text.matchAll(pattern)) {
    const from = names.get(m[1].toLowerCase())!;
    const to = m[2] ? names.get(m[2].toLowerCase())! : from;
    const opens = hhmm(m[3], m[4]);
    const closes = hhmm(m[5], m[6]);
    if (opens === null || closes === null || to < from) continue;
    out.push({ dayOfWeek: DAYS.slice(from, to + 1), opens, closes, text: m[0].trim() });
  }
  return out;
}
