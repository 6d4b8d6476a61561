/**
 * hreflang annotations (Lighthouse `hreflang`, plus Google's reciprocity rule): valid
 * language(-script)(-region) codes or x-default, absolute URLs, and a self-reference.
 */
import { sameUrlKey } from "../facts.ts";
import { type Check, examples, htmlOnly } from "./types.ts";

const CODE = /^([a-z]{2,3})(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

const LANGUAGES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const REGIONS = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** The problem with one hreflang code, or null. */
export function hreflangCodeProblem(code: string): string | null {
  if (code.toLowerCase() === "x-default") return null;
  const m = CODE.exec(code);
  if (!m) return `"${code}" is not a language(-region) code`;
  if (LANGUAGES.of(m[1].toLowerCase()) === undefined) return `"${code}": unknown language ${m[1]}`;
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
  method:
    "<link rel=alternate hreflang>: invalid codes, relative URLs, and no entry pointing back to the page itself",
  needs: htmlOnly("<link rel=alternate hreflang>"),
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
    return {
      title: `${problems.length} hreflang problem(s)`,
      count: problems.length,
      examples: examples(problems),
      why: "Google ignores hreflang sets with invalid codes, relative URLs or no self-reference.",
      fix: "Use absolute URLs, ISO 639-1 codes (with ISO 3166 regions), and list the page itself.",
    };
  },
};
