import { type ApartRule, DECIDES } from "./types.ts";
import { LATIN_UNKNOWN, writtenInLatin } from "../facts.ts";

/**
 * Whether two keywords' groups (`Item.group`) name no language in common. A keyword of unknown
 * language ("und": plain ASCII without a function word in a list showing no one language) may
 * join keywords of any one language, and one between close languages the list does not tell
 * apart ("da|no") keywords of either; since a cluster keeps every pair it holds apart from the
 * next, neither bridges two languages the list shows.
 */
function differ(a: string, b: string): boolean {
  if (a === "und" || b === "und" || a === b) return false;
  // A Latin-letter keyword of unknown language: any language written in Latin letters.
  if (a === LATIN_UNKNOWN || b === LATIN_UNKNOWN) {
    return !writtenInLatin(a === LATIN_UNKNOWN ? b : a);
  }
  const y = b.split("|");
  return a.includes("#") || b.includes("#") || !a.split("|").some((l) => y.includes(l));
}

export const differentLanguages: ApartRule = {
  id: "different_languages",
  decides: DECIDES,
  when: "two languages (detected per keyword; one of unknown language may join either)",
  because:
    "a page is written in one language; each language version is its own URL (Google Search Central, managing multi-regional and multilingual sites)",
  decide: ({ a, b }) => differ(a.group, b.group) || null,
};
