/**
 * Platforms and marketplaces by documented role, declared once: the sites that list every
 * seller, host, landlord or job of a market. Read two ways:
 *   - on domains (`rivals/set_aside.ts`): a platform shares keywords and links with every site
 *     of its market, so it is no rival;
 *   - in queries (`platformNamed`): a query naming a platform ("getyourguide tenerife", "donedeal
 *     cars cork") asks for that platform's own listing page, a Website query in Google's Search
 *     Quality Rater Guidelines (12.7): no page of another site answers it.
 * Registrable labels (matched on any TLD); grouped by role so a reviewer can check each group:
 * marketplaces, travel, listings and job boards, local services, parcel carriers, national
 * retail chains, course marketplaces.
 */
import { normalizeText } from "../../toolkit/text.ts";

/** Marketplaces, price comparison engines and product classifieds in every product market. */
export const MARKETPLACES: ReadonlySet<string> = new Set([
  "amazon",
  "ebay",
  "etsy",
  "aliexpress",
  "alibaba",
  "temu",
  "shein",
  "walmart",
  "target",
  "allegro",
  "ceneo",
  "skapiec",
  "olx",
  "idealo",
  "check24",
  "otto",
  "kleinanzeigen",
  "billiger",
  "geizhals",
  "pricerunner",
  "pricespy",
  "kelkoo",
  "leboncoin",
  "cdiscount",
  "fnac",
  "rakuten",
  "trovaprezzi",
  "subito",
  "bol",
  "marktplaats",
  "beslist",
  "mercadolibre",
  "mercadolivre",
  "heureka",
  "vinted",
  "kijiji",
  "craigslist",
  "gumtree",
]);

/** Travel, accommodation, tour and ticket platforms. */
const TRAVEL: readonly string[] = [
  "booking",
  "expedia",
  "hotels",
  "trivago",
  "tripadvisor",
  "airbnb",
  "vrbo",
  "agoda",
  "kayak",
  "skyscanner",
  "getyourguide",
  "viator",
  "civitatis",
  "klook",
  "musement",
  "tiqets",
  "omio",
  "trainline",
  "rentalcars",
  "holidaycheck",
  "hostelworld",
];

/** Classifieds, property portals and job boards. */
const LISTINGS: readonly string[] = [
  "donedeal",
  "wallapop",
  "milanuncios",
  "finn",
  "blocket",
  "tori",
  "dba",
  "bazos",
  "idealista",
  "fotocasa",
  "immobilienscout24",
  "immowelt",
  "rightmove",
  "zoopla",
  "zillow",
  "funda",
  "seloger",
  "daft",
  "otodom",
  "sreality",
  "indeed",
  "stepstone",
  "glassdoor",
  "infojobs",
  "pracuj",
  "jobindex",
  "monster",
];

/** Food delivery, local services, booking of professionals and freelance marketplaces. */
const SERVICES: readonly string[] = [
  "ubereats",
  "deliveroo",
  "justeat",
  "lieferando",
  "thuisbezorgd",
  "glovo",
  "wolt",
  "doordash",
  "grubhub",
  "foodora",
  "treatwell",
  "doctolib",
  "jameda",
  "zocdoc",
  "checkatrade",
  "thumbtack",
  "bark",
  "houzz",
  "angi",
  "homeadvisor",
  "werkspot",
  "myhammer",
  "fiverr",
  "upwork",
  "trustpilot",
  "yelp",
];

/** Parcel carriers: a query naming one asks for its tracking, lockers or branches. */
const CARRIERS: readonly string[] = [
  "dhl",
  "dpd",
  "ups",
  "fedex",
  "gls",
  "inpost",
  "hermes",
  "postnord",
  "bring",
  "correos",
  "colissimo",
  "chronopost",
  "postnl",
  "bpost",
  "evri",
  "packeta",
  "zasilkovna",
];

/** National retail chains selling across categories, online and in stores. */
const RETAILERS: readonly string[] = [
  "ikea",
  "mediamarkt",
  "saturn",
  "elkjop",
  "elgiganten",
  "power",
  "alza",
  "czc",
  "darty",
  "boulanger",
  "coolblue",
  "mediaexpert",
  "decathlon",
  "leroymerlin",
  "obi",
  "bauhaus",
  "hornbach",
  "biltema",
  "jula",
  "clasohlson",
  "kjell",
];

/** Tutoring and course marketplaces. */
const LEARNING: readonly string[] = [
  "superprof",
  "preply",
  "italki",
  "udemy",
  "coursera",
  "skillshare",
];

/** What each group of platforms is, and what a query naming one asks for. */
const ROLES: readonly [readonly string[] | ReadonlySet<string>, string][] = [
  [MARKETPLACES, "a marketplace that lists the whole market: the searcher wants its listing"],
  [TRAVEL, "a travel and booking platform: the searcher wants its listing"],
  [LISTINGS, "a classifieds, property or job platform: the searcher wants its listing"],
  [SERVICES, "a platform for local services: the searcher wants its listing"],
  [CARRIERS, "a parcel carrier: the searcher wants its own tracking, lockers or branches"],
  [RETAILERS, "a retail chain: the searcher wants its own shop"],
  [LEARNING, "a course marketplace: the searcher wants its listing"],
];

/** Each platform label's role (`ROLES`). */
const ROLE_OF: ReadonlyMap<string, string> = new Map(
  ROLES.flatMap(([labels, role]) => [...labels].map((label) => [label, role] as const)),
);

/** Every platform label. */
export const PLATFORM_LABELS: ReadonlySet<string> = new Set(ROLE_OF.keys());

/**
 * Labels that are also everyday words ("target audience", "hotels in rome", "booking system",
 * "kayak tours", "bol" in Dutch): in a query they name the platform only written as its domain
 * ("booking.com", "bol.com").
 */
const EVERYDAY_WORDS: ReadonlySet<string> = new Set([
  "target",
  "otto",
  "bol",
  "hotels",
  "booking",
  "kayak",
  "finn",
  "tori",
  "daft",
  "indeed",
  "monster",
  "bark",
  "angi",
  "funda",
  "bring",
  "hermes",
  "saturn",
  "power",
  "obi",
  "jula",
  "kjell",
]);

/** A platform's domain written in a query ("booking.com", "bol.com", "tripadvisor.co.uk"). */
const DOMAIN_FORM =
  /(?:^|\s)([a-z0-9-]+)\.(?:com|net|org|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})(?=\s|$)/g;

/** The platform a query names, or null (`ownLabel`: the site's own label is never a platform). */
export function platformNamed(query: string, ownLabel: string | null = null): string | null {
  const lower = query.toLowerCase();
  for (const m of lower.matchAll(DOMAIN_FORM)) {
    if (PLATFORM_LABELS.has(m[1]) && m[1] !== ownLabel) return m[1];
  }
  for (const word of normalizeText(query).split(" ")) {
    if (PLATFORM_LABELS.has(word) && !EVERYDAY_WORDS.has(word) && word !== ownLabel) return word;
  }
  return null;
}

/** What a platform is and what a query naming it asks for ("a parcel carrier: ..."). */
export function platformRole(label: string): string {
  return ROLE_OF.get(label) ?? "a platform: the searcher wants its own page";
}
