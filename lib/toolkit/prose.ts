/**
 * How the text a person or an agent reads writes counts, numbers, percentages, titles and
 * sentences, declared once for every analysis: plurals chosen by `Intl.PluralRules` ("1 URL
 * does not", "2 URLs do not"), numbers grouped by `Intl.NumberFormat` in the text's language,
 * estimates rounded to the precision they have ("about 180 clicks", not "183.8"), titles that
 * keep the user's casing ("CRM", "HubSpot"), and sentences that end with one period.
 *
 * The language is the one the text is written in (`en` by default): the reports are English,
 * so their numbers are English too ("12,100"); a phrase written in the request's language (a
 * phrasebook of `draft_qa` or `title_meta`) formats its numbers in that language.
 */

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The plural rules of a language (English when the tag is not one Intl knows). */
function rulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    pluralRules.set(locale, rules);
  }
  return rules;
}

/** A number format of a language with at most `digits` decimals. */
function formatOf(locale: string, digits: number, style: "decimal" | "percent"): Intl.NumberFormat {
  const key = `${locale}|${digits}|${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options = { maximumFractionDigits: digits, style };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat("en", options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

/** The English plural of a noun: "URL" -> "URLs", "query" -> "queries", "match" -> "matches". */
export function englishPlural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** True when `n` takes the singular in the language ("1 page", and "0 pages" in English). */
export function isSingular(n: number, locale = "en"): boolean {
  return rulesOf(locale).select(n) === "one";
}

/** The noun that agrees with `n`: `one` or `many` (the English plural of `one` by default). */
export function pluralWord(
  n: number,
  one: string,
  many = englishPlural(one),
  locale = "en",
): string {
  return isSingular(n, locale) ? one : many;
}

/** A count with its noun: "1 URL", "2 URLs", "12,100 searches". */
export function plural(n: number, one: string, many = englishPlural(one), locale = "en"): string {
  return `${formatNumber(n, { locale })} ${pluralWord(n, one, many, locale)}`;
}

/** The form that agrees with `n`: `agree(n, "does not", "do not")`, `agree(n, "is", "are")`. */
export function agree(n: number, one: string, many: string, locale = "en"): string {
  return isSingular(n, locale) ? one : many;
}

/** A number as the text writes it: grouped ("12,100"), at most `digits` decimals (default 0). */
export function formatNumber(
  n: number,
  options: { locale?: string; digits?: number } = {},
): string {
  const value = Object.is(n, -0) ? 0 : n;
  return formatOf(options.locale ?? "en", options.digits ?? 0, "decimal").format(value);
}

/**
 * An estimate (clicks, visits, traffic) at the precision it has: whole numbers below 100, tens
 * below 1,000, two significant digits above ("183.8" -> "180", "36,994.8" -> "37,000");
 * "under 1" for a fraction.
 */
export function formatEstimate(n: number, locale = "en"): string {
  const size = Math.abs(n);
  if (size > 0 && size < 0.5) return "under 1";
  let rounded: number;
  if (size < 100) rounded = Math.round(n);
  else if (size < 1000) rounded = Math.round(n / 10) * 10;
  else {
    const step = 10 ** (Math.floor(Math.log10(size)) - 1);
    rounded = Math.round(n / step) * step;
  }
  return formatNumber(rounded, { locale });
}

/** An estimate as a sentence says it: "about 180", "under 1", "0". */
export function about(n: number, locale = "en"): string {
  const figure = formatEstimate(n, locale);
  return figure === "under 1" || n === 0 ? figure : `about ${figure}`;
}

/** An estimate with its noun: "about 180 clicks", "under 1 click", "0 clicks". */
export function estimated(
  n: number,
  one: string,
  many = englishPlural(one),
  locale = "en",
): string {
  const figure = formatEstimate(n, locale);
  if (figure === "under 1") return `under 1 ${one}`;
  const word = pluralWord(Number(figure.replace(/\D/g, "")), one, many, locale);
  return n === 0 ? `0 ${word}` : `about ${figure} ${word}`;
}

/** A 0..1 share as a percentage, whole by default: `0.375` -> "38%". */
export function formatPercent(
  share: number,
  options: { locale?: string; digits?: number } = {},
): string {
  return formatOf(options.locale ?? "en", options.digits ?? 0, "percent").format(share);
}

/** Acronyms a title writes in capitals whatever the keyword's casing ("crm" -> "CRM"). */
export const ACRONYMS: ReadonlyMap<string, string> = new Map(
  ("SEO SEM PPC CRM ERP CMS API AI UI UX ROI KPI FAQ PDF USA UK EU SaaS B2B B2C CEO HR LLC " +
    "HTML CSS URL VPN SMS GDPR HVAC")
    .split(" ").map((w) => [w.toLowerCase(), w]),
);

/** Units and abbreviations kept lowercase ("400 mg"), though they have no vowel. */
const LOWERCASE_WORDS = new Set("mg kg km ml cm mm lb lbs ft hr hrs st nd rd th".split(" "));

/** Words a title keeps lowercase after its first word. */
const SMALL_WORDS = new Set(
  "a an and as at but by for from in into nor of on or per the to vs via with".split(" "),
);

/**
 * A title from a keyword, keeping what the user wrote: a word with a capital stays as written
 * ("HubSpot", "iPhone", "CRM"), a known acronym is written in capitals ("crm" -> "CRM"), and
 * in English every other major word starts with a capital while small words after the first
 * stay lowercase. Other languages capitalise the first letter only (sentence case).
 */
export function titleCase(text: string, language = "en"): string {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/);
  if (!/^en\b/i.test(language) || /[^\p{Script=Latin}\P{L}]/u.test(trimmed)) {
    return words.map((word, i) => i === 0 ? titleWord(word, false) : acronymOf(word) ?? word)
      .join(" ");
  }
  return words.map((word, i) => {
    const bare = word.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase();
    if (i > 0 && SMALL_WORDS.has(bare) && !/\p{Lu}/u.test(word)) return word;
    return titleWord(word, true);
  }).join(" ");
}

/** A word written in capitals when it is an acronym, else null. */
function acronymOf(word: string): string | null {
  if (/\p{Lu}/u.test(word)) return null;
  const bare = word.replace(/[^\p{L}\p{N}]/gu, "");
  const known = ACRONYMS.get(bare);
  return known ? word.replace(bare, known) : null;
}

/** One word of a title: as written when it has a capital, an acronym in capitals, else capitalised. */
function titleWord(word: string, english: boolean): string {
  if (/\p{Lu}/u.test(word)) return word;
  const acronym = acronymOf(word);
  if (acronym) return acronym;
  const bare = word.replace(/[^\p{L}\p{N}]/gu, "");
  if (LOWERCASE_WORDS.has(bare)) return word;
  if (
    english && /^[a-z0-9]{2,5}$/.test(bare) &&
    !/[aeiouy]/.test(bare) && /[a-z]/.test(bare)
  ) {
    return word.toUpperCase();
  }
  const chars = Array.from(word);
  return chars.length === 0 ? "" : chars[0].toUpperCase() + chars.slice(1).join("");
}

/**
 * A sentence that ends with one mark: trailing periods and spaces trimmed, a period added
 * unless it already ends with one, with a question or exclamation mark, or with a quotation
 * that ends with one (`Set the description to "… in minutes."`).
 */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/[\s:;,]+$/, "").replace(/(?<!\.)\.\.$/, ".");
  if (trimmed === "") return "";
  return /[.!?…]["”»’)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Sentences joined with one space, each ending with one mark; empty parts are left out. */
export function sentences(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === "string" && p.trim() !== "")
    .map(sentence).join(" ");
}

/** `"a", "b" and "c"`: items joined as a list reads ("a and b"; "a, b and c"). */
export function listOf(items: readonly string[], and = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The text with its first letter in capitals ("about 180" -> "About 180"). */
export function capitalised(text: string): string {
  const chars = Array.from(text);
  return chars.length === 0 ? "" : chars[0].toUpperCase() + chars.slice(1).join("");
}

/** How often: "once", "twice", "3 times". */
export function times(n: number): string {
  return n === 1 ? "once" : n === 2 ? "twice" : `${formatNumber(n)} times`;
}
