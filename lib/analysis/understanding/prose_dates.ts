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
  /(updated|last updated|modified|revised|reviewed|aktualisiert|geändert|überarbeitet|mis à jour|modifié|actualizado|atualizado|aggiornato|bijgewerkt|uppdaterad|opdateret|oppdatert|zaktualizowano|aktualizacja|päivitetty|обновлено)\W{0,3}(?:\p{L}+\W{1,3}){0,2}$/iu;
/** Words that say a date is the publication. */
const PUBLISHED =
  /(published|posted|written|veröffentlicht|erschienen|publié|publicado|publicada|pubblicato|gepubliceerd|publicerad|publiceret|publisert|opublikowano|julkaistu|опубликовано)\W{0,3}(?:\p{L}+\W{1,3}){0,2}$/iu;

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
  return best;
}

function fullDates(parser: Parser, text: string): ProseDate[] {
  // A fixed reference: only dates with the year stated are kept, so it never decides one.
  const results = parser.parse(text.slice(0, 2000), new Date(Date.UTC(2000, 0, 1)));
  return results.filter((r) =>
    r.start.isCertain("year") && r.start.isCertain("month") && r.start.isCertain("day")
  ).map((r) => {
    const before = text.slice(Math.max(0, r.index - 40), r.index);
    return {
      iso: isoOf(r.start),
      text: r.text,
      index: r.index,
      role: MODIFIED.test(before) ? "modified" : PUBLISHED.test(before) ? "published" : null,
    };
  });
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
