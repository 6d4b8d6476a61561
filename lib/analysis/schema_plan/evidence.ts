/**
 * What the page itself shows, field by field: every value of a JSON-LD draft comes from here
 * (with where it was found), never from a guess. A field without evidence is reported missing.
 */
import type { PageModel } from "../../web/html.ts";
import { type HoursSpec, openingHoursIn } from "../understanding/opening_hours.ts";
import { siteNameOf } from "../understanding/site_name.ts";
import { authorshipOf } from "../understanding/authorship.ts";
import { type PostalAddress, postalAddressIn } from "../understanding/postal_address.ts";

/** One value and where on the page it was found. */
export interface Found<T = string> {
  value: T;
  source: string;
}

/** A question the page asks and answers itself. */
export interface QA {
  question: string;
  answer: string;
}

/** The evidence of one page. */
export interface Evidence {
  headline: Found | null;
  description: Found | null;
  image: Found | null;
  datePublished: Found | null;
  dateModified: Found | null;
  author: Found | null;
  price: Found<{ amount: string; currency: string }> | null;
  availability: Found | null;
  rating: Found<{ value: string; count: string | null }> | null;
  telephone: Found | null;
  /** The business or site name (logo, og:site_name, title, copyright), never the H1 slogan. */
  businessName: Found | null;
  address: Found<PostalAddress & { addressCountry: string | null }> | null;
  openingHours: Found<HoursSpec[]> | null;
  /** "€79–€159" from the prices the page lists. */
  priceRange: Found | null;
  faq: QA[];
  breadcrumb: { name: string; url: string }[];
}

const CURRENCY: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY" };
const PRICE =
  /([$€£¥])\s?(\d{1,6}(?:[.,]\d{2})?)|(\d{1,6}(?:[.,]\d{2})?)\s?(USD|EUR|GBP|CHF|€|\$|£)/;
const AVAILABILITY: [RegExp, string][] = [
  [
    /\b(out of stock|sold out|ausverkauft|rupture de stock|agotado)\b/i,
    "https://schema.org/OutOfStock",
  ],
  [/\b(pre-?order|vorbestell\w*|précommande)\b/i, "https://schema.org/PreOrder"],
  [/\b(in stock|auf lager|en stock|disponible|available now)\b/i, "https://schema.org/InStock"],
];
/** "4.9/5", "4,9 uit 5", "4.7 von 5", "4,5 z 5": a score, a short connector word, out of 5. */
const RATING = /(\d(?:[.,]\d)?)\s*(?:\/|out of|\p{L}{1,5})\s*5\b/iu;
/** A count of reviews or ratings, in the languages the service reads. */
const REVIEWS =
  /(\d[\d,.]*)\s+(reviews|ratings|bewertungen|rezensionen|avis|évaluations|opiniones|rese[nñ]as|valoraciones|recensioni|beoordelingen|reviews?|opinii|opinie|ocen|avaliações|omdömen|anmeldelser|arvostelua|レビュー|件の評価)/iu;

function meta(page: PageModel, ...keys: string[]): Found | null {
  for (const k of keys) {
    const v = page.meta[k]?.trim();
    if (v) return { value: v, source: `meta ${k}` };
  }
  return null;
}

/**
 * The author and dates as the page shows them: its article markup, its meta tags, its byline
 * (`understanding/authorship.ts`, the reader `/extract` uses); never the site as the author.
 */
function authorshipEvidence(
  page: PageModel,
): Pick<Evidence, "datePublished" | "dateModified" | "author"> {
  const by = authorshipOf(page, siteNameOf(page)?.value ?? null);
  const found = (value: string | null, source: string | null) =>
    value ? { value, source: source ?? "page" } : null;
  return {
    datePublished: found(by.published, by.sources.published),
    dateModified: found(by.modified, by.sources.modified),
    author: found(by.author, by.sources.author),
  };
}

/** Reads the evidence of a page. */
export function evidenceOf(page: PageModel): Evidence {
  const h1 = page.headings.find((h) => h.level === 1)?.text;
  const firstImage = page.images.find((i) => i.url && i.alt_state !== "empty")?.url;
  return {
    headline: h1
      ? { value: h1, source: "h1" }
      : page.title
      ? { value: page.title, source: "title" }
      : null,
    description: page.meta_description
      ? { value: page.meta_description, source: "meta description" }
      : meta(page, "og:description") ?? firstSentence(page),
    image: meta(page, "og:image") ??
      (firstImage ? { value: firstImage, source: "first image" } : null),
    ...authorshipEvidence(page),
    price: priceOf(page.text),
    availability: availabilityOf(page.text),
    rating: ratingOf(page.text),
    telephone: telephoneOf(page),
    businessName: siteNameOf(page),
    address: addressOf(page),
    openingHours: hoursOf(page),
    priceRange: priceRangeOf(page.text),
    faq: faqOf(page),
    breadcrumb: breadcrumbOf(page.url),
  };
}

/** The first sentence (8+ words) of the page's first paragraph. */
function firstSentence(page: PageModel): Found | null {
  for (const b of page.blocks) {
    if (b.tag !== "p") continue;
    const sentence = b.text.match(/^[^.!?]+[.!?]/)?.[0].trim();
    if (sentence && sentence.split(/\s+/).length >= 8) {
      return { value: sentence, source: "first paragraph" };
    }
  }
  return null;
}

function priceOf(text: string): Evidence["price"] {
  const m = PRICE.exec(text);
  if (!m) return null;
  const symbol = m[1] ?? m[4];
  const amount = (m[2] ?? m[3]).replace(",", ".");
  const currency = Object.hasOwn(CURRENCY, symbol) ? CURRENCY[symbol] : symbol;
  return { value: { amount, currency }, source: `page text "${m[0].trim()}"` };
}

function availabilityOf(text: string): Found | null {
  for (const [pattern, value] of AVAILABILITY) {
    const m = pattern.exec(text);
    if (m) return { value, source: `page text "${m[0]}"` };
  }
  return null;
}

function ratingOf(text: string): Evidence["rating"] {
  const m = RATING.exec(text);
  if (!m) return null;
  const count = REVIEWS.exec(text)?.[1].replace(/[,.]/g, "") ?? null;
  return { value: { value: m[1].replace(",", "."), count }, source: `page text "${m[0]}"` };
}

/** Countries whose postal-code format is their own (others are read from the URL or lang). */
const CODE_COUNTRY: [RegExp, string][] = [
  [/^\d{4} ?[A-Z]{2}$/, "NL"],
  [/^\d{2}-\d{3}$/, "PL"],
  [/^\d{4}-\d{3}$/, "PT"],
  [/^〒?\d{3}-\d{4}$/, "JP"],
  [/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, "CA"],
  [/^[AC-FHKNPRTV-Y]\d{2} ?[AC-FHKNPRTV-Y\d]{4}$/, "IE"],
  [/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, "GB"],
];

function addressOf(page: PageModel): Evidence["address"] {
  const texts = [...page.blocks.map((b) => b.text), page.text];
  const a = postalAddressIn(texts);
  if (!a) return null;
  const country = CODE_COUNTRY.find(([re]) => re.test(a.postalCode))?.[1] ??
    (page.lang?.match(/^[a-z]{2}-([A-Z]{2})$/i)?.[1]?.toUpperCase() ?? null);
  return { value: { ...a, addressCountry: country }, source: `page text "${a.text}"` };
}

function hoursOf(page: PageModel): Evidence["openingHours"] {
  const hours = openingHoursIn(page.text, page.text_language ?? page.lang?.split("-")[0] ?? null);
  return hours.length > 0
    ? { value: hours, source: `page text "${hours.map((h) => h.text).join("; ")}"` }
    : null;
}

/** The lowest and highest price the page lists (two or more distinct prices). */
function priceRangeOf(text: string): Found | null {
  const prices = [...text.matchAll(new RegExp(PRICE.source, "g"))].map((m) => ({
    symbol: m[1] ?? m[4],
    amount: Number((m[2] ?? m[3]).replace(",", ".")),
  })).filter((p) => p.amount > 0);
  if (prices.length < 2) return null;
  const symbol = prices[0].symbol;
  const same = prices.filter((p) => p.symbol === symbol).map((p) => p.amount);
  const min = Math.min(...same);
  const max = Math.max(...same);
  if (min === max) return null;
  const fmt = (n: number) => /^[A-Z]{3}$/.test(symbol) ? `${n} ${symbol}` : `${symbol}${n}`;
  return { value: `${fmt(min)}–${fmt(max)}`, source: `${same.length} prices on the page` };
}

function telephoneOf(page: PageModel): Found | null {
  const tel = page.links.find((l) => l.href.toLowerCase().startsWith("tel:"));
  return tel ? { value: tel.href.slice(4).trim(), source: "tel: link" } : null;
}

/**
 * Questions the page asks in its headings (ending in "?") with the text that follows each
 * heading as the answer (at least 5 words); nothing else counts as FAQ content.
 */
function faqOf(page: PageModel): QA[] {
  const out: QA[] = [];
  const headings = page.headings;
  for (let i = 0; i < headings.length && out.length < 20; i++) {
    const q = headings[i].text.trim();
    if (!q.endsWith("?")) continue;
    const at = page.text.indexOf(q);
    if (at < 0) continue;
    const rest = page.text.slice(at + q.length);
    const next = headings.slice(i + 1).map((h) => rest.indexOf(h.text)).filter((n) => n >= 0);
    const answer = rest.slice(0, next.length > 0 ? Math.min(...next) : 600).trim().slice(0, 600);
    if (answer.split(/\s+/).length >= 5) out.push({ question: q, answer });
  }
  return out;
}

/** The URL's path as breadcrumb steps (home, then each folder). */
function breadcrumbOf(url: string | null): { name: string; url: string }[] {
  if (!url) return [];
  try {
    const u = new URL(url);
    const parts = u.pathname.split("/").filter(Boolean);
    if (parts.length < 2) return [];
    const steps = [{ name: "Home", url: `${u.origin}/` }];
    parts.forEach((p, i) => {
      const name = decodeURIComponent(p).replace(/[-_]+/g, " ").replace(/\.\w+$/, "");
      steps.push({
        name: name.charAt(0).toUpperCase() + name.slice(1),
        url: `${u.origin}/${parts.slice(0, i + 1).join("/")}`,
      });
    });
    return steps;
  } catch {
    return [];
  }
}
