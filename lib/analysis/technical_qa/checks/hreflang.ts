/**
 * hreflang annotations (Lighthouse `hreflang`, plus Google's reciprocity rule): valid
 * language(-script)(-region) codes or x-default, absolute URLs, and a self-reference.
 */
import { GOOGLE } from "../sources.ts";
import { sameUrlKey } from "../facts.ts";
import { type Check, examples, htmlOnly, plural, servedOnly } from "./types.ts";

const CODE = /^([a-z]{2,3})(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

const LANGUAGES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const REGIONS = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** The main language of a country code given where a language code belongs ("cz" → "cs"), or null. */
function languageOfCountry(code: string): string | null {
  if (!/^[a-z]{2}$/i.test(code) || REGIONS.of(code.toUpperCase()) === undefined) return null;
  try {
    const language = new Intl.Locale(`und-${code.toUpperCase()}`).maximize().language;
    return language && language !== "und" ? language : null;
  } catch {
    return null;
  }
}

/** The problem with one hreflang code, or null. */
export function hreflangCodeProblem(code: string): string | null {
  if (code.toLowerCase() === "x-default") return null;
  const m = CODE.exec(code);
  if (!m) return `"${code}" is not a language(-region) code`;
  if (LANGUAGES.of(m[1].toLowerCase()) === undefined) {
    const meant = languageOfCountry(m[1]);
    return meant
      ? `"${code}" is not a language code: ${
        m[1].toUpperCase()
      } is a country code; its language is "${meant}" (use ${meant}-${
        m[1].toUpperCase()
      } or ${meant})`
      : `"${code}": unknown language ${m[1]}`;
  }
  const region = m[4]?.toUpperCase();
  if (region && region !== "UK" && REGIONS.of(region) === undefined) {
    return `"${code}": unknown region ${m[4]}`;
  }
  if (/^[a-z]{2}-(uk|en)$/i.test(code)) return `"${code}": the region of English Britain is GB`;
  return null;
}

export const hreflang: Check = {
  id: "hreflang",
  severity: "medium",
  source: GOOGLE.hreflang,
  method:
    "<link rel=alternate hreflang>: invalid codes, relative URLs, and no entry pointing back to the page itself",
  needs: servedOnly(htmlOnly("<link rel=alternate hreflang>")),
  assess(f) {
    const links = f.page.hreflang;
    if (links.length === 0) return null;
    const problems: string[] = [];
    for (const h of links) {
      const code = hreflangCodeProblem(h.lang);
      if (code) problems.push(code);
      if (!/^https?:\/\//i.test(h.href.trim())) {
        problems.push(`${h.lang}: "${h.href}" is not absolute`);
      }
    }
    // The page refers to itself by its URL or by its canonical (the URL the set should name).
    const self = [f.url, f.page.canonical].flatMap((u) => u ? [sameUrlKey(u)] : []);
    if (self.length > 0 && !links.some((h) => h.url && self.includes(sameUrlKey(h.url)))) {
      problems.push(`no hreflang entry points to the page itself (${f.url})`);
    }
    if (problems.length === 0) return null;
    const swaps = links.flatMap((h) => {
      const meant = languageOfCountry(h.lang.split("-")[0]);
      return meant && LANGUAGES.of(h.lang.split("-")[0].toLowerCase()) === undefined
        ? [`${meant}-${h.lang.split("-")[0].toUpperCase()} (or ${meant}) instead of ${h.lang}`]
        : [];
    });
    return {
      title: plural(problems.length, "hreflang problem"),
      count: problems.length,
      examples: examples(problems),
      why: "Google ignores hreflang sets with invalid codes, relative URLs or no self-reference.",
      fix: `Use ISO 639-1 language codes with an optional ISO 3166-1 region${
        swaps.length ? ` (${swaps.join("; ")})` : ""
      }, absolute URLs, and list the page itself.`,
    };
  },
};
