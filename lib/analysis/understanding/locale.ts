/**
 * Locale facts shared by the analyses: the search language a location implies, so follow-up
 * calls keep the market's language instead of falling back to English.
 */

/** Countries (English names, as DataForSEO and our requests spell them) and their language. */
const COUNTRY_LANGUAGE: Readonly<Record<string, string>> = {
  "united states": "en",
  "united kingdom": "en",
  ireland: "en",
  canada: "en",
  australia: "en",
  "new zealand": "en",
  india: "en",
  singapore: "en",
  "south africa": "en",
  germany: "de",
  austria: "de",
  switzerland: "de",
  france: "fr",
  belgium: "fr",
  luxembourg: "fr",
  spain: "es",
  mexico: "es",
  argentina: "es",
  colombia: "es",
  chile: "es",
  peru: "es",
  portugal: "pt",
  brazil: "pt",
  italy: "it",
  netherlands: "nl",
  poland: "pl",
  sweden: "sv",
  denmark: "da",
  norway: "nb",
  finland: "fi",
  "czech republic": "cs",
  czechia: "cs",
  hungary: "hu",
  romania: "ro",
  greece: "el",
  turkey: "tr",
  japan: "ja",
  "south korea": "ko",
  russia: "ru",
  ukraine: "uk",
};

/**
 * The language of a location's market (`"Lisbon,Portugal"` and `"Portugal"` both give `pt`),
 * or null when the location is unknown or absent. Multilingual countries give their largest
 * search language; a request's own `language` always wins over this.
 */
export function languageOfLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const country = location.split(",").at(-1)!.trim().toLowerCase();
  return COUNTRY_LANGUAGE[country] ?? null;
}

/** The main search market of a language, for follow-up calls that need a location. */
const LANGUAGE_MARKET: Readonly<Record<string, string>> = {
  en: "United States",
  de: "Germany",
  fr: "France",
  es: "Spain",
  pt: "Portugal",
  it: "Italy",
  nl: "Netherlands",
  pl: "Poland",
  sv: "Sweden",
  da: "Denmark",
  nb: "Norway",
  fi: "Finland",
  cs: "Czechia",
  ja: "Japan",
};

/**
 * Country-code top-level domains and the market they name (Google Search Central, managing
 * multi-regional sites: a ccTLD is a strong signal of the target country), with the country's
 * main language when it has one (null: several, e.g. Belgium, Switzerland).
 */
const CC_TLD: Readonly<Record<string, { location: string; language: string | null }>> = {
  br: { location: "Brazil", language: "pt" },
  pt: { location: "Portugal", language: "pt" },
  de: { location: "Germany", language: "de" },
  at: { location: "Austria", language: "de" },
  ch: { location: "Switzerland", language: null },
  fr: { location: "France", language: "fr" },
  be: { location: "Belgium", language: null },
  es: { location: "Spain", language: "es" },
  mx: { location: "Mexico", language: "es" },
  ar: { location: "Argentina", language: "es" },
  it: { location: "Italy", language: "it" },
  nl: { location: "Netherlands", language: "nl" },
  pl: { location: "Poland", language: "pl" },
  se: { location: "Sweden", language: "sv" },
  dk: { location: "Denmark", language: "da" },
  no: { location: "Norway", language: "nb" },
  fi: { location: "Finland", language: "fi" },
  cz: { location: "Czechia", language: "cs" },
  jp: { location: "Japan", language: "ja" },
  uk: { location: "United Kingdom", language: "en" },
  ie: { location: "Ireland", language: "en" },
  au: { location: "Australia", language: "en" },
  nz: { location: "New Zealand", language: "en" },
  ca: { location: "Canada", language: null },
};

/** The market a host's country-code domain names (`shop.com.br` → Brazil, pt), or null. */
export function marketOfHost(
  host: string | null | undefined,
): { location: string; language: string | null } | null {
  const bare = (host ?? "").toLowerCase().replace(/^[a-z]+:\/\//, "").split(/[/:?#]/)[0];
  const tld = bare.split(".").filter(Boolean).at(-1);
  return tld && bare.includes(".") ? CC_TLD[tld] ?? null : null;
}

/** The main market of a language (`de` → Germany), or null when unknown. */
export function marketOfLanguage(language: string): string | null {
  return LANGUAGE_MARKET[language] ?? null;
}

/** ISO 639-1 codes a URL path or subdomain may carry as its language. */
const LANGUAGE_CODES = new Set([
  "en",
  "de",
  "fr",
  "es",
  "pt",
  "it",
  "nl",
  "pl",
  "sv",
  "da",
  "nb",
  "no",
  "fi",
  "cs",
  "hu",
  "ro",
  "el",
  "tr",
  "ja",
  "ko",
  "ru",
  "uk",
  "ca",
  "eu",
  "gl",
]);

/** Language names (in English, as plans and titles say them) and their codes. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  english: "en",
  german: "de",
  french: "fr",
  spanish: "es",
  portuguese: "pt",
  italian: "it",
  dutch: "nl",
  polish: "pl",
  swedish: "sv",
  danish: "da",
  norwegian: "nb",
  finnish: "fi",
};

/** The language a URL declares: `/de/...`, `/pt-br/...` or a `fr.` subdomain; else null. */
export function languageOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(
      /^[a-z]+:\/\//i.test(url) ? url : `https://x.invalid${url.startsWith("/") ? "" : "/"}${url}`,
    );
  } catch {
    return null;
  }
  const segment = parsed.pathname.split("/").find((s) => s !== "")?.toLowerCase() ?? "";
  const code = segment.split(/[-_]/)[0];
  if (segment.length <= 5 && LANGUAGE_CODES.has(code)) return code === "no" ? "nb" : code;
  const sub = parsed.hostname.split(".")[0].toLowerCase();
  return parsed.hostname.split(".").length > 2 && LANGUAGE_CODES.has(sub) ? sub : null;
}

/**
 * The language of a planned page: its URL's locale, else a language its title names
 * ("Create a German landing page", "Write an English blog post"), else null.
 */
export function languageOfPage(
  page: { url?: string | null; title?: string | null },
): string | null {
  const fromUrl = languageOfUrl(page.url);
  if (fromUrl) return fromUrl;
  const named = (page.title ?? "").toLowerCase().match(
    new RegExp(`\\b(${Object.keys(LANGUAGE_NAMES).join("|")})\\b`),
  );
  return named ? LANGUAGE_NAMES[named[1]] : null;
}

/**
 * The `language` and `location` of a follow-up call about a site's page or topic: the language
 * given (the page's or topic's own, when known), else the site's country domain's; the location
 * of the site's country when it speaks that language, else the language's main market.
 */
export function followUpMarket(
  language: string | null,
  site: string | null | undefined,
): { language?: string; location?: string } {
  const host = marketOfHost(site);
  const lang = language ?? host?.language ?? null;
  if (!lang) return {};
  const location = host && (host.language === null || host.language === lang)
    ? host.location
    : marketOfLanguage(lang);
  return location ? { language: lang, location } : { language: lang };
}
