/**
 * Dates written out in a page's words ("Published March 3, 2026 · Last updated October 14,
 * 2026", "Veröffentlicht am 3. März 2026", "domingo, 14 de março de 2027, às 9h30"), read with
 * chrono-node's parser for the page's language. Only full dates count (day, month and year
 * stated): "March" or "last week" dates nothing. A date said to be an update is the modified
 * date; Google reads both from the visible byline (Search Central, *Influence the byline date*).
 */
import * as chrono from "chrono-node";

/** One date of a text. */
export interface ProseDate {
  /** ISO 8601: the date, with the time when the text states one ("2027-03-14T09:30"). */
  iso: string;
  /** The text read as the date. */
  text: string;
  index: number;
  /** "modified" when the words before it say an update, "published" when they say so. */
  role: "published" | "modified" | null;
}

type Parser = { parse: typeof chrono.en.parse };
const PARSERS: Record<string, Parser> = {
  de: chrono.de,
  en: chrono.en,
  es: chrono.es,
  fi: chrono.fi,
  fr: chrono.fr,
  it: chrono.it,
  ja: chrono.ja,
  nl: chrono.nl,
  pt: chrono.pt,
  ru: chrono.ru,
  sv: chrono.sv,
  uk: chrono.uk,
  zh: chrono.zh,
};

/** Words that say a date is an update, in the languages the service reads. */
const MODIFIED =
  /(updated|last updated|modified|revised|reviewed|aktualisiert|geändert|überarbeitet|mis à jour|modifié|actualizado|atualizado|aggiornato|bijgewerkt|uppdaterad|opdateret|oppdatert|zaktualizowano|aktualizacja|aktualizováno|päivitetty|обновлено)\W{0,3}(?:\p{L}+\W{1,3}){0,2}$/iu;
/** Words that say a date is the publication. */
const PUBLISHED =
  /(published|posted|written|veröffentlicht|erschienen|publié|publicado|publicada|pubblicato|gepubliceerd|publicerad|publiceret|udgivet|publisert|opublikowano|publikováno|julkaistu|опубликовано)\W{0,3}(?:\p{L}+\W{1,3}){0,2}$/iu;

/**
 * The full dates in `text`, read in the first of `langs` (the page's declared and detected
 * languages) whose parser finds the most; English when none has a parser.
 */
export function datesInProse(
  text: string,
  langs: string | null | readonly (string | null)[],
): ProseDate[] {
  const codes = (Array.isArray(langs) ? langs : [langs]).map((l) =>
    (l ?? "").slice(0, 2).toLowerCase()
  );
  const parsers = [...new Set(codes.filter((c) => Object.hasOwn(PARSERS, c)))].map((c) =>
    PARSERS[c]
  );
  let best: ProseDate[] = [];
  for (const parser of parsers.length > 0 ? parsers : [chrono.en]) {
    const found = fullDates(parser, text);
    if (found.length > best.length) best = found;
  }
  // Languages chrono-node does not read (Polish, Danish, Norwegian, Czech): their month names
  // and the day.month.year form.
  const fallback = codes.some((c) => Object.hasOwn(MONTHS, c)) ? monthNameDates(text, codes) : [];
  return fallback.length > best.length ? fallback : best;
}

/** Month names (genitive and nominative stems), for languages chrono-node has no parser for. */
const MONTHS: Readonly<Record<string, readonly string[]>> = {
  pl: [
    "stycz|styczeń",
    "lut",
    "mar",
    "kwie",
    "maj",
    "czerw",
    "lip",
    "sierp",
    "wrze",
    "paźdz",
    "listop",
    "grud",
  ],
  da: ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
  no: ["jan", "feb", "mar", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "des"],
  nb: ["jan", "feb", "mar", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "des"],
  cs: [
    "led",
    "únor|února",
    "břez",
    "dub",
    "květ",
    "červen(?!ec|ce)|června",
    "července|červenec",
    "srp",
    "září",
    "říj",
    "listop",
    "prosin",
  ],
};

/** "12 września 2026", "3. marts 2026", "14.10.2026" in the languages of `MONTHS`. */
function monthNameDates(text: string, codes: readonly string[]): ProseDate[] {
  const lang = codes.find((c) => Object.hasOwn(MONTHS, c))!;
  const names = MONTHS[lang].map((n, i) => ({ re: new RegExp(`^(?:${n})`, "iu"), month: i + 1 }));
  // A range ("13–15 listopada 2026") starts on its first day.
  const pattern =
    /(?:(\d{1,2})\.?\s*[–-]\s*)?(\d{1,2})\.?\s+(\p{L}+)\.?\s+(\d{4})|(\d{1,2})\.(\d{1,2})\.(\d{4})/gu;
  const out: ProseDate[] = [];
  for (const m of text.slice(0, 2000).matchAll(pattern)) {
    const day = Number(m[1] ?? m[2] ?? m[5]);
    const month = m[3] ? names.find((n) => n.re.test(m[3]))?.month : Number(m[6]);
    const year = Number(m[4] ?? m[7]);
    if (!month || month > 12 || day < 1 || day > 31) continue;
    const pad = (n: number) => String(n).padStart(2, "0");
    out.push({
      iso: `${year}-${pad(month)}-${pad(day)}`,
      text: m[0],
      index: m.index!,
      role: roleAt(text, m.index!),
    });
  }
  return out;
}

function fullDates(parser: Parser, text: string): ProseDate[] {
  // A fixed reference: only dates with the year stated are kept, so it never decides one.
  const results = parser.parse(text.slice(0, 2000), new Date(Date.UTC(2000, 0, 1)));
  return results.filter((r) =>
    r.start.isCertain("year") && r.start.isCertain("month") && r.start.isCertain("day")
  ).map((r) => ({
    iso: isoOf(r.start),
    text: r.text,
    index: r.index,
    role: roleAt(text, r.index),
  }));
}

/** What the words just before a date say it is: an update, the publication, or neither. */
function roleAt(text: string, index: number): ProseDate["role"] {
  const before = text.slice(Math.max(0, index - 40), index);
  return MODIFIED.test(before) ? "modified" : PUBLISHED.test(before) ? "published" : null;
}

function isoOf(c: chrono.ParsedComponents): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${c.get("year")}-${pad(c.get("month")!)}-${pad(c.get("day")!)}`;
  return c.isCertain("hour") ? `${date}T${pad(c.get("hour")!)}:${pad(c.get("minute") ?? 0)}` : date;
}

/**
 * The published and modified dates a page's byline states: in elements marked as the byline,
 * any full date (an update when said so); in the first short blocks of the content, only a
 * date the words call a publication or an update (other dates there are the subject's).
 */
export function bylineDates(
  bylines: readonly string[],
  leads: readonly string[],
  lang: string | null | readonly (string | null)[],
): { published: string | null; modified: string | null } {
  let published: string | null = null, modified: string | null = null;
  const dates = [
    ...bylines.flatMap((t) => datesInProse(t, lang)),
    ...leads.flatMap((t) => datesInProse(t, lang).filter((d) => d.role !== null)),
  ];
  for (const d of dates) {
    if (d.role === "modified") modified ??= d.iso.slice(0, 10);
    else published ??= d.iso.slice(0, 10);
  }
  return { published, modified };
}
