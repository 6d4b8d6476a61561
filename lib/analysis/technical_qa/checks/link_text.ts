/**
 * Links whose whole text says nothing of the target ("click here", "read more"): the generic
 * phrases Lighthouse's `link-text` lists for English, German and Spanish, and the French ones
 * (Lighthouse has no French list). Nofollow, javascript:, mailto: and same-page links are ignored.
 */
import { GOOGLE } from "../sources.ts";
import { sameUrlKey } from "../facts.ts";
import { type Check, examples, liveOnly, plural } from "./types.ts";

/** Non-descriptive anchor texts by language, lowercase. */
export const GENERIC_LINK_TEXTS: Record<string, readonly string[]> = {
  en: [
    "click here",
    "click this",
    "go",
    "here",
    "information",
    "learn more",
    "more",
    "more info",
    "more information",
    "right here",
    "read more",
    "see more",
    "start",
    "this",
  ],
  de: ["klicke hier", "hier klicken", "hier", "mehr", "siehe", "dies", "das", "weiterlesen"],
  es: [
    "click aquí",
    "click aqui",
    "clicka aquí",
    "clicka aqui",
    "pincha aquí",
    "pincha aqui",
    "aquí",
    "aqui",
    "más",
    "mas",
    "más información",
    "más informacion",
    "mas información",
    "mas informacion",
    "este",
    "enlace",
    "este enlace",
    "empezar",
  ],
  fr: [
    "cliquez ici",
    "cliquer ici",
    "ici",
    "en savoir plus",
    "lire la suite",
    "plus",
    "plus d'infos",
    "voir plus",
    "ce lien",
  ],
};

const GENERIC = new Set(Object.values(GENERIC_LINK_TEXTS).flat());

export const linkText: Check = {
  id: "link_text",
  severity: "low",
  source: GOOGLE.links,
  method:
    "followed links to other URLs whose whole anchor text is a generic phrase (Lighthouse's en/de/es lists, and fr)",
  needs: liveOnly(),
  assess(f) {
    const self = f.url ? sameUrlKey(f.url) : null;
    const bad = f.page.links.filter((l) =>
      l.crawlable && !l.nofollow && l.url !== null && sameUrlKey(l.url) !== self &&
      GENERIC.has(l.text.trim().toLowerCase().replace(/[.…:!»›>→]+$/u, "").trim())
    );
    if (bad.length === 0) return null;
    return {
      title: `${plural(bad.length, "link")} with non-descriptive text`,
      count: bad.length,
      examples: examples(bad.map((l) => `"${l.text}" -> ${l.href}`)),
      why: "Anchor text tells search engines (and screen readers) what the target is about.",
      fix: 'Replace "click here" / "read more" with words naming the target page.',
    };
  },
};
