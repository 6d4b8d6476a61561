/**
 * What the page itself shows, field by field: every value of a JSON-LD draft comes from here
 * (with where it was found), never from a guess. A field without evidence is reported missing.
 */
import { contentBlocks, type PageModel } from "../../web/html.ts";
import { offerPriceIn, pricesIn } from "../understanding/price.ts";
import { type ProductFacts, productFactsOf } from "../understanding/product_facts.ts";
import { type EventFacts, eventOf } from "./event.ts";
import { type JobFacts, jobOf } from "./job.ts";
import { type RecipeFacts, recipeOf } from "./recipe.ts";
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
  /** The product identifiers its specification rows list (brand, SKU, GTIN, MPN). */
  product: ProductFacts;
  /** The recipe the page shows (ingredients, method, times, yield). */
  recipe: Found<RecipeFacts> | null;
  /** The job the page advertises (employment type, salary, closing date). */
  job: Found<JobFacts> | null;
  /** The event the page announces (date, venue, registration). */
  event: Found<EventFacts> | null;
  /** The trail the page shows (the current page's own step without a URL). */
  breadcrumb: { name: string; url: string | null }[];
}

const AVAILABILITY: [RegExp, string][] = [
  [
    /\b(out of stock|sold out|ausverkauft|nicht (?:auf lager|verfügbar)|rupture de stock|épuisé|agotado|esgotado|esaurito|non disponibile|uitverkocht|niedostępny|wyprzedany|slutsåld|udsolgt|utsolgt|loppuunmyyty)\b/iu,
    "https://schema.org/OutOfStock",
  ],
  [/\b(pre-?order|vorbestell\w*|précommande)\b/i, "https://schema.org/PreOrder"],
  [
    /\b(in stock|auf lager|sofort lieferbar|en stock|disponible|en existencia|em stock|em estoque|disponibile|op voorraad|dostępny|w magazynie|i lager|på lager|varastossa|available now)\b/iu,
    "https://schema.org/InStock",
  ],
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
  // The content's first photo: not a logo or an icon (SVG), which stands for the site.
  const firstImage = page.images.find((i) =>
    i.url && i.alt_state !== "empty" && !/logo/i.test(`${i.src} ${i.alt ?? ""}`) &&
    !/\.svg(\?|$)/i.test(i.src)
  )?.url;
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
    price: priceOf(page),
    availability: availabilityOf(page.text),
    rating: ratingOf(page.text),
    telephone: telephoneOf(page),
    businessName: siteNameOf(page),
    address: addressOf(page),
    openingHours: hoursOf(page),
    priceRange: priceRangeOf(page),
    faq: faqOf(page),
    event: eventEvidence(page),
    recipe: found(recipeOf(page), "the ingredients and method sections"),
    job: found(jobOf(page), "the job ad's sections"),
    product: productFactsOf(page),
    breadcrumb: breadcrumbOf(page),
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

/** The main content's blocks: outside the site's chrome. */
function mainTexts(page: PageModel): string[] {
  return contentBlocks(page).map((b) => b.text);
}

/** The price a buyer pays now, from the main content (`understanding/price.ts`). */
function priceOf(page: PageModel): Evidence["price"] {
  const p = offerPriceIn(mainTexts(page), page.text_language ?? page.lang);
  return p
    ? { value: { amount: p.amount, currency: p.currency }, source: `page text "${p.text}"` }
    : null;
}

/** The event, found where its date was read. */
function eventEvidence(page: PageModel): Evidence["event"] {
  const e = eventOf(page, (a) => countryOf(a, page));
  return found(e, e?.source ?? "");
}

function found<T>(value: T | null, source: string): Found<T> | null {
  return value === null ? null : { value, source };
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
  return { value: { ...a, addressCountry: countryOf(a, page) }, source: `page text "${a.text}"` };
}

/** Languages spoken as the national language of one country (for an address's country). */
const LANGUAGE_COUNTRY: Record<string, string> = {
  sv: "SE",
  pl: "PL",
  cs: "CZ",
  sk: "SK",
  el: "GR",
  da: "DK",
  fi: "FI",
  nb: "NO",
  nn: "NO",
  no: "NO",
  hu: "HU",
  ro: "RO",
  hr: "HR",
  sl: "SI",
  lt: "LT",
  lv: "LV",
  et: "EE",
  bg: "BG",
  ja: "JP",
};

/** The address's country: its postal code's format, else the page's locale or language. */
function countryOf(a: PostalAddress, page: PageModel): string | null {
  return CODE_COUNTRY.find(([re]) => re.test(a.postalCode))?.[1] ??
    page.lang?.match(/^[a-z]{2}-([A-Z]{2})$/i)?.[1]?.toUpperCase() ??
    LANGUAGE_COUNTRY[(page.lang ?? page.text_language ?? "").slice(0, 2).toLowerCase()] ?? null;
}

function hoursOf(page: PageModel): Evidence["openingHours"] {
  const hours = openingHoursIn(page.text, page.text_language ?? page.lang?.split("-")[0] ?? null);
  return hours.length > 0
    ? { value: hours, source: `page text "${hours.map((h) => h.text).join("; ")}"` }
    : null;
}

/** The lowest and highest price the main content lists (two or more distinct prices). */
function priceRangeOf(page: PageModel): Found | null {
  const prices = mainTexts(page).flatMap((t) => pricesIn(t, page.text_language ?? page.lang));
  if (prices.length < 2) return null;
  const currency = prices[0].currency;
  const same = prices.filter((p) => p.currency === currency).map((p) => Number(p.amount));
  const min = Math.min(...same);
  const max = Math.max(...same);
  if (min === max) return null;
  return { value: `${min}–${max} ${currency}`, source: `${same.length} prices on the page` };
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

/**
 * The breadcrumb trail the page shows (two steps or more); none when it shows none: Google asks
 * that the markup mirror the visible trail, so a trail is never made up from the URL's folders.
 */
function breadcrumbOf(page: PageModel): Evidence["breadcrumb"] {
  const steps = page.breadcrumb.filter((b) => b.url !== null || b.href === null)
    .map((b) => ({ name: b.name, url: b.url }));
  return steps.length >= 2 ? steps : [];
}
