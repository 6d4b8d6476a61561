/**
 * Scores every keyword against the pages of its language (the field score of
 * \`page_match.ts\`), reads its status from the thresholds and the intent fit, and lets the
 * judgement rules overrule the score.
 */
import { matchPages, type PageIndex, type PageMatch, scorePage, toPhrase } from "../page_match.ts";
import { evidencedLanguageOfText, evidencedStemLanguage } from "../understanding/language.ts";
import { languageOfUrl } from "../understanding/locale.ts";
import { asHomeLanguage } from "../understanding/language_family.ts";
import { judge, type Ruling } from "./rules/mod.ts";
import { acceptableIntent, depth, isGeneric } from "./intent.ts";
import { MAX_COMPETING, T } from "./thresholds.ts";
import { type Keyword, ownerWordTest, ruleKeywordOf, rulePageOf, type Site } from "./facts.ts";

/** A keyword with its closest pages and the decision taken on it. */
export interface Scored {
  kw: Keyword;
  matches: PageMatch[];
  best: PageMatch | null;
  status: "strong" | "weak" | "missing";
  /**
   * Why a keyword is missing: no page reaches the weak threshold, the best page's intent does
   * not fit, or a judgement rule decided it (`ruling` says which and why).
   */
  missingReason: "no_match" | "intent" | "rule" | null;
  /** The judgement rule that overruled the score, if any. */
  ruling: Ruling | null;
  /** Every topic word is on most pages and the page does not target the exact keyword. */
  generic: boolean;
  risk: PageMatch[];
}

/**
 * A keyword as it is matched on a site with locale folders. Words that show their language
 * (a function word, a letter) are stemmed in it and matched to that language's pages; a
 * keyword whose words show none is read in each of the site's languages (its locales, and the
 * language of its unlocalised pages) and matched where it fits best: "chianti wine tasting" is
 * read as English, "degustazione vini chianti" as Italian. Null language: any page.
 */
function readingOf(
  kw: Keyword,
  ctx: {
    index: PageIndex;
    pageLanguages: (string | null)[];
    locales: string[];
    siteLanguage: string | null;
    tieBreak: (a: number, b: number) => number;
  },
): { kw: Keyword; language: string | null } {
  const text = kw.phrase.text;
  const read = evidencedLanguageOfText(text);
  // A close language the site does not serve is the site's own: on a Danish site "flyttefirma
  // pris" reads as Swedish by one shared word, but it is a Danish search.
  const evidenced = asHomeLanguage(read, ctx.siteLanguage, ctx.locales);
  if (evidenced !== read) {
    return {
      kw: { ...kw, phrase: toPhrase(text, { fallbackLanguage: evidenced! }) },
      language: evidenced,
    };
  }
  if (evidencedStemLanguage(text)) return { kw, language: evidenced };
  if (evidenced) {
    return {
      kw: { ...kw, phrase: toPhrase(text, { fallbackLanguage: evidenced }) },
      language: evidenced,
    };
  }
  const home = ctx.siteLanguage;
  const candidates = [...new Set([...ctx.locales, ...(home ? [home] : [])])];
  let best: { kw: Keyword; language: string | null; score: number } = {
    kw,
    language: null,
    score: 0,
  };
  for (const language of candidates) {
    const phrase = toPhrase(text, { fallbackLanguage: language });
    const allow = (page: number) =>
      ctx.pageLanguages[page] === language ||
      (ctx.pageLanguages[page] === null && language === home);
    const [top] = matchPages(ctx.index, phrase, { limit: 1, tieBreak: ctx.tieBreak, allow });
    if (top && top.score > best.score) best = { kw: { ...kw, phrase }, language, score: top.score };
  }
  return { kw: best.kw, language: best.language };
}

/** Every keyword scored and judged; keywords a rule sets aside join \`site.setAside\`. */
export function scoreKeywords(site: Site): Scored[] {
  const { pages, keywords, index, phrase, siteHost } = site;
  const depths = pages.map(depth);
  const tieBreak = (a: number, b: number) => depths[a] - depths[b];
  // A keyword is matched only to pages in its language, when the site has language folders.
  const pageLanguages = pages.map((p) => languageOfUrl(p.url));
  const foldered = pageLanguages.some((l) => l !== null);
  // Each page's words read in its locale's language when they show none (as the index does).
  const rulePages = pages.map((p, i) => {
    const language = pageLanguages[i];
    return rulePageOf(
      p,
      language ? (t: string) => toPhrase(t, { fallbackLanguage: language }) : phrase,
    );
  });
  const siteStems = new Set(rulePages.flatMap((p) => [...p.stems]));
  const ownWord = ownerWordTest(siteHost);
  const locales = [...new Set(pageLanguages.filter((l): l is string => l !== null))];
  const judged: Scored[] = keywords.map((given) => {
    // Only the best page, the runner-up and up to MAX_COMPETING close rivals are reported.
    const limit = MAX_COMPETING + 1;
    // A keyword whose words show no language is read in each of the site's languages.
    const { kw, language } = foldered
      ? readingOf(given, { index, pageLanguages, locales, siteLanguage: site.language, tieBreak })
      : { kw: given, language: null };
    const allow = (page: number) =>
      language === null || pageLanguages[page] === null || pageLanguages[page] === language;
    let matches = matchPages(index, kw.phrase, { minScore: T.weak, limit, tieBreak, allow });
    // Pages under the weak threshold matter only as the closest page or the runner-up.
    if (matches.length < 2) {
      matches = matchPages(index, kw.phrase, { minScore: 0.1, limit, tieBreak, allow });
    }
    let best = matches[0] ?? null;
    let generic = best !== null && isGeneric(kw, best, index);
    let status: Scored["status"] = "missing";
    let missingReason: Scored["missingReason"] = best && best.score >= T.weak ? null : "no_match";
    if (best && best.score >= T.weak) {
      if (!acceptableIntent(kw, pages[best.page])) missingReason = "intent";
      else status = best.score >= T.strong && !generic ? "strong" : "weak";
    }
    const ruling = judge({
      kw: ruleKeywordOf(kw, ownWord, phrase),
      matches,
      pages: rulePages,
      base: { best, status },
      fits: (page) => allow(page) && acceptableIntent(kw, pages[page]),
      onSite: (stem) => siteStems.has(stem),
      sameLanguage: (page) => {
        const own = pageLanguages[page] ?? site.language;
        return language === null || own === null || own === language;
      },
    });
    if (ruling?.kind === "assign") {
      best = matches.find((m) => m.page === ruling.page) ??
        scorePage(index, ruling.page, kw.phrase);
      status = ruling.status;
      missingReason = null;
      generic = false;
    } else if (ruling) {
      status = "missing";
      missingReason = "rule";
    }
    const risk = best && status !== "missing" && ruling === null
      ? matches.slice(1).filter((m) =>
        m.score >= T.weak && best!.score - m.score <= T.risk_margin + 1e-9 &&
        acceptableIntent(kw, pages[m.page])
      )
      : [];
    return { kw, matches, best, status, missingReason, ruling, generic, risk };
  });
  // A rule may set a keyword aside (a local query on a site without a homepage in the list).
  const scored = judged.filter((s) => s.ruling?.kind !== "set_aside");
  for (const s of judged) {
    if (s.ruling?.kind === "set_aside") {
      site.setAside.push({ keyword: s.kw.phrase.text, reason: s.ruling.reason });
    }
  }

  return scored;
}
