/**
 * Plausible names for synthetic sites: the publishers, forums, directories and businesses that
 * link to a target, and the businesses that compete with it, in the target's market (its
 * country's TLD and language) and industry (its topic). Brandable word pairs ("cedarjournal.com",
 * "lindenratgeber.de", "dealpilot.io", "riverside-dental.co.uk"), never numbered placeholders;
 * a pair that spells a famous name is refused. The target's own brand is written in one casing
 * ("HubSpot", "Kaffeeroester", "Boulangerie Dupont") wherever the sandbox writes it.
 */
import { parse } from "tldts";
import { pick, type Random } from "./random.ts";

/** A target's market as its domain tells it: country (ISO) and language. */
export interface SiteMarket {
  country: string;
  language: string;
  /** The national TLDs of the market, most used first (generic ones for the US). */
  tlds: readonly string[];
}

const MARKETS: Readonly<Record<string, SiteMarket>> = {
  de: { country: "DE", language: "de", tlds: ["de", "de", "de", "com", "net"] },
  at: { country: "AT", language: "de", tlds: ["at", "at", "de", "com"] },
  ch: { country: "CH", language: "de", tlds: ["ch", "ch", "de", "com"] },
  fr: { country: "FR", language: "fr", tlds: ["fr", "fr", "fr", "com", "net"] },
  be: { country: "BE", language: "fr", tlds: ["be", "be", "fr", "com"] },
  es: { country: "ES", language: "es", tlds: ["es", "es", "es", "com", "net"] },
  "com.mx": { country: "MX", language: "es", tlds: ["com.mx", "mx", "com"] },
  it: { country: "IT", language: "it", tlds: ["it", "it", "it", "com"] },
  nl: { country: "NL", language: "nl", tlds: ["nl", "nl", "nl", "com"] },
  "co.uk": { country: "GB", language: "en", tlds: ["co.uk", "co.uk", "com", "org.uk", "uk"] },
  uk: { country: "GB", language: "en", tlds: ["co.uk", "co.uk", "com", "org.uk", "uk"] },
  "org.uk": { country: "GB", language: "en", tlds: ["co.uk", "co.uk", "com", "org.uk"] },
  "com.au": { country: "AU", language: "en", tlds: ["com.au", "com.au", "com", "net.au"] },
  ca: { country: "CA", language: "en", tlds: ["ca", "ca", "com"] },
  ie: { country: "IE", language: "en", tlds: ["ie", "ie", "com", "co.uk"] },
  "co.nz": { country: "NZ", language: "en", tlds: ["co.nz", "co.nz", "com"] },
  in: { country: "IN", language: "en", tlds: ["in", "co.in", "com"] },
  jp: { country: "JP", language: "ja", tlds: ["jp", "co.jp", "com"] },
  "co.jp": { country: "JP", language: "ja", tlds: ["jp", "co.jp", "com"] },
  pl: { country: "PL", language: "pl", tlds: ["pl", "pl", "com"] },
  "com.br": { country: "BR", language: "pt", tlds: ["com.br", "com.br", "com"] },
  pt: { country: "PT", language: "pt", tlds: ["pt", "pt", "com"] },
};
const US: SiteMarket = { country: "US", language: "en", tlds: ["com", "com", "com", "net", "org"] };

/** The market of a host, from its public suffix (generic TLDs are the US). */
export function marketOfHost(host: string): SiteMarket {
  const suffix = parse(host).publicSuffix ?? host.split(".").slice(1).join(".");
  return Object.hasOwn(MARKETS, suffix) ? MARKETS[suffix] : US;
}

/** The market of a country (ISO) and language, for searches. */
export function marketOf(country: string, language: string): SiteMarket {
  if (country === "US") return { ...US, language };
  const known = Object.values(MARKETS).find((m) => m.country === country);
  return known
    ? { ...known, language }
    : { country, language, tlds: [country.toLowerCase(), country.toLowerCase(), "com"] };
}

/** Where sites of another market than the target's come from: country and TLD. */
const ABROAD: readonly [string, string][] = [
  ["US", "com"],
  ["US", "com"],
  ["US", "net"],
  ["US", "org"],
  ["US", "io"],
  ["GB", "co.uk"],
  ["CA", "ca"],
  ["AU", "com.au"],
  ["DE", "de"],
  ["FR", "fr"],
  ["NL", "nl"],
  ["IN", "in"],
];

/** A country and TLD for a site in (`home`) or outside the market. */
export function placeOf(r: Random, m: SiteMarket, home: boolean): { country: string; tld: string } {
  if (home) return { country: m.country, tld: pick(r, m.tlds) };
  const [country, tld] = pick(r, ABROAD);
  return { country, tld };
}

// ---------------------------------------------------------------------------------------------
// Words.

const PREFIX: Readonly<Record<string, readonly string[]>> = {
  en: words(
    "amber aspen birch bramble bright cedar clover cobalt copper coral crimson driftwood elm ember fern fjord foxglove garnet granite harbor hawthorn hazel heather hickory indigo iris ivy jasper juniper kestrel lantern larch linden lupine maple marigold meadow moss northfield oak olive orchard osprey pebble pine poplar quarry raven ridge rowan saffron sage slate sorrel spruce summit sycamore thistle tidal timber upland vale violet walnut willow wren yarrow",
  ),
  de: words(
    "alpen birken blau eichen feld fluss gold gruen hafen linden nord sonnen stadt tannen wald wiesen berg see licht heide ahorn buchen quell rosen",
  ),
  fr: words(
    "azur bleu chene clair etoile jardin lumiere marine olivier pierre prairie riviere soleil tilleul vallee vent vigne sable colline fontaine",
  ),
  es: words(
    "alba brisa cielo coral faro luna mar monte olivo pino rio roble sierra sol vega valle arena norte",
  ),
  it: words("alba bosco cielo colle fiume luna mare monte olivo pino quercia sole valle vento"),
  nl: words("berk duin eik haven heide klaver linde polder wilg zee zon molen kade"),
};

const PRESS: Readonly<Record<string, readonly string[]>> = {
  en: words(
    "journal notes review gazette dispatch digest weekly post chronicle ledger report wire press magazine blog letters insider roundup bulletin almanac quarterly courier observer",
  ),
  de: words("blog magazin ratgeber netz welt kompass portal wissen tipps journal anzeiger kurier"),
  fr: words("blog magazine journal infos conseils actu guide gazette hebdo mag pratique lettre"),
  es: words("blog revista diario guia consejos noticias digital semanal hoy mundo"),
  it: words("blog rivista giornale guida consigli notizie magazine oggi"),
  nl: words("blog magazine krant gids tips nieuws weekblad wijzer"),
};

const FORUM: Readonly<Record<string, readonly string[]>> = {
  en: words("talk forum community circle collective board"),
  de: words("forum treff community"),
  fr: words("forum communaute"),
  es: words("foro comunidad"),
  it: words("forum comunita"),
  nl: words("forum community"),
};

/** A topic's words: for press names, and the stems of business names. */
const TOPIC_WORDS: Readonly<Record<string, readonly string[]>> = {
  sales: words("deal prospect quota outreach closer pitch"),
  marketing: words("funnel growth campaign inbound audience launch"),
  work: words("team task sprint remote workflow shift"),
  data: words("query schema metric uptime warehouse datum"),
  design: words("pixel layout palette glyph vector mockup"),
  finance: words("ledger tally invoice budget payroll fiscal"),
  retail: words("gear stride brew comfort trail shelf"),
  travel: words("nomad voyage layover roam transit stay"),
  health: words("wellness vital smile motion remedy pulse"),
  learning: words("mentor lesson skill habit study practice"),
};

const BRANDABLE = words(
  "ly ify hq wise base flow stack desk loop nest pilot scout works lane craft grid mint forge spark bloom path sail field yard ware labs kit dock hive leaf",
);

/** Place words and the services of local businesses, by language and topic. */
const PLACES: Readonly<Record<string, readonly string[]>> = {
  en: words(
    "riverside northgate oakridge lakeview hillcrest parkside westend eastbrook millbrook kingsway elmwood stonebridge greenway brookside",
  ),
  de: words("alster elbe isar rhein linden kastanien eichen altstadt neustadt marien"),
  fr: words("rive colline jardin fontaine montagne soleil vieux-port belvedere"),
  es: words("sol mar rio sierra plaza jardin faro alameda"),
  it: words("sole mare fiume colle piazza giardino"),
  nl: words("gracht molen haven dijk park"),
};
const SERVICES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  en: {
    health: words("dental physio pharmacy fitness massage clinic wellness"),
    travel: words("rentals suites lodge travel parking shuttle stays"),
  },
  de: {
    health: words("zahnarzt physio apotheke fitness massage praxis"),
    travel: words("reisen autovermietung hotel parken ferienwohnung"),
  },
  fr: {
    health: words("dentaire kine pharmacie fitness massage"),
    travel: words("voyages location hotel parking"),
  },
  es: {
    health: words("dental fisio farmacia gimnasio masajes"),
    travel: words("viajes alquiler hotel parking"),
  },
};

function words(text: string): string[] {
  return text.split(" ");
}

/** Names a synthetic site must never take: famous brands a word pair could spell. */
const FAMOUS: ReadonlySet<string> = new Set(words(
  "techcrunch producthunt mailchimp hubspot salesforce dropbox shopify github gitlab zapier stackexchange coinbase fitbit fairfieldinn mint wise slack notion asana trello monday zendesk freshdesk intercom canva figma sketch airbnb uber amazon google facebook apple microsoft netflix spotify paypal ebay etsy wix squarespace wordpress medium reddit quora yelp tripadvisor booking expedia kayak zillow indeed glassdoor linkedin twitter youtube instagram pinterest tiktok forbes wired verge engadget mashable gizmodo lifehacker healthline webmd investopedia nerdwallet bankrate moz semrush ahrefs similarweb buzzsumo hootsuite buffer sproutsocial grammarly calendly typeform surveymonkey docusign pipedrive freshworks zoho keap insightly copper close sprinklr marketo pardot klaviyo sendgrid mailgun twilio stripe square xero quickbooks gusto rippling deel brex ramp plaid wealthfront robinhood betterment revolut monzo n26 klarna affirm afterpay",
));

function allowed(label: string): boolean {
  return !FAMOUS.has(label.replace(/-/g, ""));
}

/** Joined parts, now and then with a hyphen. */
function joined(r: Random, ...parts: string[]): string {
  return r() < 0.15 ? parts.join("-") : parts.join("");
}

function forLanguage<T>(table: Readonly<Record<string, T>>, language: string): T {
  return Object.hasOwn(table, language) ? table[language] : table.en;
}

/** The kinds of site that link to a target, as DataForSEO's platform types name them. */
export type SiteKind =
  | "blogs"
  | "news"
  | "cms"
  | "organization"
  | "message-boards"
  | "ecommerce"
  | "wikis";

/** The label (the name before the TLD) of a site of a kind, in a language and topic. */
export function siteLabel(r: Random, kind: SiteKind, language: string, topic: string): string {
  for (;;) {
    const label = draftLabel(r, kind, language, topic);
    if (allowed(label)) return label;
  }
}

function draftLabel(r: Random, kind: SiteKind, language: string, topic: string): string {
  const prefix = forLanguage(PREFIX, language);
  const press = forLanguage(PRESS, language);
  const topicWords = TOPIC_WORDS[topic] ?? TOPIC_WORDS.work;
  switch (kind) {
    case "blogs":
    case "news": {
      const roll = r();
      if (roll < 0.5) return joined(r, pick(r, prefix), pick(r, press));
      if (roll < 0.8) return joined(r, pick(r, topicWords), pick(r, press));
      return joined(r, pick(r, prefix), pick(r, topicWords));
    }
    case "message-boards":
      return joined(
        r,
        r() < 0.6 ? pick(r, topicWords) : pick(r, prefix),
        pick(r, forLanguage(FORUM, language)),
      );
    case "wikis":
      return joined(r, pick(r, topicWords), "wiki");
    default:
      return businessLabel(r, topic, language);
  }
}

/** A business name of a topic: a brandable stem pair, or a place and a service for local ones. */
function businessLabel(r: Random, topic: string, language: string): string {
  const services = forLanguage(SERVICES, language)[topic];
  if (services && r() < 0.75) {
    return joined(r, pick(r, forLanguage(PLACES, language)), pick(r, services));
  }
  const stem = pick(r, TOPIC_WORDS[topic] ?? TOPIC_WORDS.work);
  return r() < 0.8
    ? `${stem}${pick(r, BRANDABLE)}`
    : joined(r, pick(r, forLanguage(PREFIX, "en")), stem);
}

/** TLDs of software businesses besides their market's. */
const SOFTWARE = new Set(["sales", "marketing", "work", "data", "design", "finance"]);

/**
 * The domain of a business competing in a topic, in a market (`home`: the share of national
 * ones) or, for software, an international .com/.io/.co/.app; never `not`.
 */
export function businessDomain(
  r: Random,
  topic: string,
  m: SiteMarket,
  not = "",
  home = 0.75,
): string {
  for (;;) {
    const label = siteLabel(r, "organization", m.language, topic);
    const tld = SOFTWARE.has(topic) && r() < 0.5
      ? pick(r, ["com", "com", "io", "io", "co", "app"])
      : placeOf(r, m, r() < home).tld;
    const domain = `${label}.${tld}`;
    if (domain !== not) return domain;
  }
}

/**
 * The domain of a local business offering `service` ("plumber", "zahnarzt"): a place word and
 * the service, national ("riverside-plumber.co.uk").
 */
export function localDomain(r: Random, service: string, m: SiteMarket): string {
  const word = service.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
  const label = joined(r, pick(r, forLanguage(PLACES, m.language)), word || "services");
  return allowed(label) ? `${label}.${pick(r, m.tlds)}` : `${label}hq.${pick(r, m.tlds)}`;
}

/**
 * The domain of a publisher (blog, magazine) writing about a topic, in the market (`home`: the
 * share of national ones) or outside it.
 */
export function publisherDomain(r: Random, topic: string, m: SiteMarket, home = 0.7): string {
  const national = r() < home;
  const language = national ? m.language : "en";
  return `${siteLabel(r, r() < 0.7 ? "blogs" : "news", language, topic)}.${
    placeOf(r, m, national).tld
  }`;
}

/** Subdomains a site links from besides its main host. */
export const SUBDOMAINS: Readonly<Record<string, SiteKind>> = {
  blog: "blogs",
  news: "news",
  community: "message-boards",
  forum: "message-boards",
  shop: "ecommerce",
  help: "cms",
  events: "cms",
};

/** A random platform type, in the shares a link profile has them. */
export function kindOf(r: Random): SiteKind {
  const roll = r();
  if (roll < 0.36) return "blogs";
  if (roll < 0.47) return "news";
  if (roll < 0.67) return "cms";
  if (roll < 0.82) return "organization";
  if (roll < 0.9) return "message-boards";
  if (roll < 0.98) return "ecommerce";
  return "wikis";
}

// ---------------------------------------------------------------------------------------------
// The target's brand.

/** Brands whose casing is not their words'. */
const CASING: Readonly<Record<string, string>> = {
  hubspot: "HubSpot",
  paypal: "PayPal",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  github: "GitHub",
  gitlab: "GitLab",
  wordpress: "WordPress",
  woocommerce: "WooCommerce",
  surveymonkey: "SurveyMonkey",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  facebook: "Facebook",
  dropbox: "Dropbox",
  mailchimp: "Mailchimp",
  salesforce: "Salesforce",
  semrush: "Semrush",
  duckduckgo: "DuckDuckGo",
  ebay: "eBay",
  iphone: "iPhone",
};

/** English words that make up brand names ("bright" + "desk" is BrightDesk). */
const COMPOUND = new Set(words(
  "bright desk north wind south east west blue red green gold silver sun moon star sky cloud rain snow fire water stone rock wood tree leaf root seed bloom sea lake river ocean bay coast port harbor bridge gate door home house room yard garden farm field park city town street road way path trail track line point edge corner top base camp bank coin cash money fund bill cart store shop market trade deal sale lead team work task job plan goal time clock day night week life love care health mind heart hand data code bit byte net web app soft ware tech lab logic smart wise quick fast swift easy simple clear true pure fresh new big little mini micro mega super open free link click page post note book read write print pen paper ink sign mark brand name tag label word text voice call chat talk meet snap flash spark glow shine light dark sound song music beat tune play game toy pet dog cat bird fish fox wolf bear lion owl hawk eagle bee flow stream wave tide storm bolt rocket jet ship boat bike pilot scout ranger guard keeper maker smith forge craft works mill depot supply source spring pixel layout ledger tally invoice budget stack loop nest hive dock sail lane grid mint kit hub spot mail box drop",
));

/** The brand word of a host as a customer writes it. */
export function brandName(host: string): string {
  const label = host.split(".")[0];
  if (Object.hasOwn(CASING, label)) return CASING[label];
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  if (/[-_]/.test(label)) return label.split(/[-_]+/).filter(Boolean).map(cap).join(" ");
  if (label.length >= 7) {
    for (let i = 3; i <= label.length - 3; i++) {
      const [a, b] = [label.slice(0, i), label.slice(i)];
      if (COMPOUND.has(a) && COMPOUND.has(b)) return cap(a) + cap(b);
    }
  }
  return cap(label);
}

/** A text in title case (each word capitalised; acronyms of 2-3 letters in capitals). */
export function titled(text: string): string {
  return text.split(" ").map((w) =>
    /^(crm|seo|ui|etl|api)$/.test(w)
      ? w.toUpperCase()
      : w.replace(/^\p{L}/u, (c) => c.toUpperCase())
  ).join(" ");
}
