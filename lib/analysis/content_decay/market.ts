/**
 * The market of a decay check, whose request has no location field: the owner's country-code
 * domain first (Google Search Central, "Managing multi-regional and multilingual sites": a
 * ccTLD is a strong signal of the country a site targets), with the keyword's language when it
 * reads as one spoken there, else the country's main language; else the keyword's language and
 * its main market (`espresso maschine test` -> Germany, German); else United States, English.
 */
import { type ResolvedMarket, resolveMarket } from "../../geo/geo.ts";
import { languageOfText } from "../understanding/language.ts";
import { languageOfLocation, marketOfLanguage } from "../understanding/locale.ts";

/** Country-code domains whose code is not the country's ISO code. */
const TLD_ISO: Readonly<Record<string, string>> = { uk: "GB" };
/** Country-code domains used worldwide as generic names (.io, .co, .ai, .tv, .me ...). */
const GENERIC_CC = new Set([
  "io",
  "co",
  "ai",
  "tv",
  "me",
  "fm",
  "ly",
  "gg",
  "to",
  "cc",
  "ws",
  "app",
]);

/** The market the request implies, and where it came from. */
export function marketOfKeyword(
  keyword: string,
  sites: readonly (string | undefined)[] = [],
): { market: ResolvedMarket; fromKeyword: boolean; source: "domain" | "keyword" | "default" } {
  const language = languageOfText(keyword);
  for (const site of sites) {
    const country = countryOfSite(site);
    if (!country) continue;
    try {
      const probe = resolveMarket({ location: country, language: "en" });
      const spoken = languageOfLocation(probe.location);
      const lang = language && (language === spoken || !spoken) ? language : spoken ?? "en";
      return {
        market: resolveMarket({ location: country, language: lang }),
        fromKeyword: true,
        source: "domain",
      };
    } catch {
      // an unknown country code: the next signal decides
    }
  }
  const location = language && language !== "en" ? marketOfLanguage(language) : null;
  if (!language || !location) {
    return {
      market: resolveMarket({ location: "United States", language: "en" }),
      fromKeyword: false,
      source: "default",
    };
  }
  return { market: resolveMarket({ location, language }), fromKeyword: true, source: "keyword" };
}

/** The ISO country of a site's country-code domain ("hotel.at" -> "AT"), or null. */
function countryOfSite(site: string | undefined): string | null {
  if (!site) return null;
  let host = site.trim().toLowerCase();
  try {
    host = new URL(/^[a-z]+:\/\//.test(host) ? host : `https://${host}`).hostname;
  } catch {
    return null;
  }
  const tld = host.split(".").at(-1) ?? "";
  if (!/^[a-z]{2}$/.test(tld) || GENERIC_CC.has(tld)) return null;
  return TLD_ISO[tld] ?? tld.toUpperCase();
}
