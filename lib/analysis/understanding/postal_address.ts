/**
 * A postal address the page shows in its text: a street with a house number, then a postal code
 * in one of the formats national posts publish (UPU addressing standards: five digits as in
 * Germany, Italy, France, Spain or the US; "1234 AB" in the Netherlands; "00-950" in Poland;
 * "1000-001" in Portugal; UK postcodes; Irish Eircodes; Canadian codes; Japanese 〒123-4567; four
 * digits after a street as in Austria or Switzerland), then the locality. Read so that markup
 * drafts and fixes use the address the page already shows, never an invented one.
 */
import { LEGAL_FORMS } from "./legal_form.ts";

/** An address as the page prints it. */
export interface PostalAddress {
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  /** The text it was read from. */
  text: string;
}

/** Postal code formats, most specific first. */
const CODES = [
  /[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}/.source, // UK
  /[AC-FHKNPRTV-Y]\d{2} ?[AC-FHKNPRTV-Y\d]{4}/.source, // Ireland (Eircode)
  /[A-Z]\d[A-Z] ?\d[A-Z]\d/.source, // Canada
  /\d{4} ?[A-Z]{2}/.source, // Netherlands
  /\d{2}-\d{3}/.source, // Poland
  /\d{4}-\d{3}/.source, // Portugal
  /〒?\d{3}-\d{4}/.source, // Japan
  /\d{3} \d{2}/.source, // Sweden, Czechia, Slovakia, Greece
  /\d{5}/.source, // Germany, Italy, France, Spain, US ...
  /\d{4}/.source, // Austria, Switzerland, Belgium, Denmark ...
].join("|");

/** Letters of a street or place name (any script), with spaces, dots, apostrophes, hyphens. */
const NAME = String.raw`[\p{L}][\p{L}\p{M}.'’\- ]{1,60}`;

/** A place name: capitalised words (uncased scripts too), with the usual lowercase particles. */
const PLACE = String
  .raw`[\p{Lu}\p{Lo}][\p{L}\p{M}.'’-]*(?:[ -](?:(?:am|an|im|de|di|del|la|le|sur|upon|on)[ -])?[\p{Lu}\p{Lo}][\p{L}\p{M}.'’-]*){0,3}`;

/** "Street 23, 46100 City" / "23 Street, City AB1 2CD" / "Street 23, CH-8001 City". */
const STREET_FIRST = new RegExp(
  String
    .raw`(${NAME}\s\d{1,5}[a-zA-Z]?(?:[/-]\d{1,4})?|\d{1,5}[a-zA-Z]?,?\s${NAME})\s*,?\s*(?:[A-Z]{1,2}-)?(${CODES})\s+(${PLACE})`,
  "u",
);
/** "23 Street, City, ST 12345" (US) and "Street 23, City AB1 2CD" (UK, Ireland). */
const CODE_LAST = new RegExp(
  String
    .raw`(${NAME}\s\d{1,5}[a-zA-Z]?|\d{1,5}[a-zA-Z]?\s${NAME}),\s*(${PLACE}),?\s+(?:[A-Z]{2}\s+)?(${CODES})\b`,
  "u",
);

/**
 * "Majornas Bilverkstad AB Fiskhamnsgatan 12": a company's legal form (AB, GmbH, Ltd, S.L. ...)
 * ends its name, so the street starts after it when a name line ran into the street line.
 */
const LEGAL_FORM = new RegExp(String.raw`^.*\b(?:${LEGAL_FORMS})\.?\s+(?=\S)`, "u");

/** "…, 3030-171 Coimbra": a street without a house number before a hyphenated postal code. */
const UNNUMBERED = new RegExp(String.raw`(${NAME}),\s*(\d{4}-\d{3}|\d{2}-\d{3})\s+(${PLACE})`, "u");

function clean(s: string): string {
  return s.replace(/\s+/g, " ").replace(/^[\s,·|]+|[\s,·|]+$/g, "").trim();
}

/** A place name ends at a sentence or list break ("Rotterdam. Telefoon" → "Rotterdam"). */
function placeOf(s: string): string {
  return clean(s.split(/[.,;:]\s|\s(?:·|\||Tel\.?|Phone|Telefon|tel\.)/i)[0].replace(/\.$/, ""));
}

/** The first postal address in `texts` (blocks, lines), or null. */
export function postalAddressIn(texts: readonly string[]): PostalAddress | null {
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, " ");
    if (text.length > 400) continue;
    const a = STREET_FIRST.exec(text);
    if (a) {
      const locality = placeOf(a[3]);
      const street = clean(a[1].split(/[·|:]/).pop()!.replace(LEGAL_FORM, ""));
      if (/\d/.test(street) && locality) {
        return {
          streetAddress: street,
          postalCode: a[2],
          addressLocality: locality,
          text: `${street}, ${a[2]} ${locality}`,
        };
      }
    }
    const b = CODE_LAST.exec(text);
    if (b && /\d/.test(b[1])) {
      return {
        streetAddress: clean(b[1].split(/[·|:]/).pop()!),
        postalCode: b[3],
        addressLocality: placeOf(b[2]),
        text: `${clean(b[1].split(/[·|:]/).pop()!)}, ${placeOf(b[2])} ${b[3]}`,
      };
    }
    const c = UNNUMBERED.exec(text);
    if (c) {
      const street = clean(c[1].split(/[·|:]/).pop()!), locality = placeOf(c[3]);
      return {
        streetAddress: street,
        postalCode: c[2],
        addressLocality: locality,
        text: `${street}, ${c[2]} ${locality}`,
      };
    }
  }
  return null;
}
