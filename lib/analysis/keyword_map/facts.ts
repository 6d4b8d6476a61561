/** What every step of the keyword map reads: the request, its pages and keywords. */
import { type ModifierClass, modifiersIn } from "../understanding/modifiers/mod.ts";
import { type FurnitureKind, furnitureKind } from "../understanding/page_type.ts";
import { queryIntent } from "../understanding/query_intent.ts";
import { evidencedLanguageOfText } from "../understanding/language.ts";
import { languageOfUrl, marketOfHost } from "../understanding/locale.ts";
import { labelOf } from "../rivals/set_aside.ts";
import { platformNamed, platformRole } from "../understanding/platform_brands.ts";
import { navigatedBrand } from "../understanding/site_navigation.ts";
import type { SerpUrls } from "../keyword_clusters/serp_overlap.ts";
import { z } from "zod";
import { type KeywordMapRequestSchema } from "../../operations/content_keyword_map.ts";
import {
  buildPageIndex,
  inferPageIntent,
  keywordIntent,
  normalisePageUrl,
  type PageIndex,
  type PageIntent,
  type PageUrl,
  type Phrase,
  phraseCache,
  siteHostOf,
  slugText,
} from "../page_match.ts";
import { type Intent } from "../../toolkit/values.ts";
import { languageOfText } from "../understanding/language.ts";
import { comparisonSides, isModifierWord } from "../understanding/query_modifiers.ts";
import { type RulePage } from "./rules/mod.ts";

// ---------------------------------------------------------------------------------------------
// Input

/** The parsed `/content/keyword-map` request (defaults applied by its schema). */
export type KeywordMapInput = z.output<typeof KeywordMapRequestSchema>;

/** A keyword to map: a plain string, or an object with its metrics. */
export type KeywordItemInput = KeywordMapInput["keywords"][number];

/** An existing page keywords can be mapped to. */
export type KeywordMapPageInput = KeywordMapInput["pages"][number];

/** Options of {@linkcode analyzeKeywordMap}. */
export interface KeywordMapOptions {
  /** The request's clock (the analysis is timeless; kept for the common signature). */
  now: Date;
  /** With method serp: each keyword's top organic URLs (`pageKey` form; null: none). */
  serps?: SerpUrls;
}

// Preparation

export interface Page {
  id: number;
  url: string;
  u: PageUrl;
  title: string;
  description: string | null;
  headings: string[];
  currentKeywords: string[];
  pageType: string | null;
  intent: PageIntent;
  /** Its site-furniture kind (careers, login, privacy ...), or null for a content page. */
  furniture: FurnitureKind | null;
}

export interface Keyword {
  id: number;
  phrase: Phrase;
  variants: string[];
  volume: number | null;
  intent: Intent | "unknown";
  /** The modifier class of its strongest modifier, read in its own language; null: none. */
  modifier: ModifierClass | null;
}

export function buildPages(rows: readonly KeywordMapPageInput[], siteHost: string) {
  const groups = new Map<string, { u: PageUrl; rows: KeywordMapPageInput[] }>();
  for (const row of rows) {
    const u = normalisePageUrl(row.url, siteHost);
    const g = groups.get(u.key);
    if (g) g.rows.push(row);
    else groups.set(u.key, { u, rows: [row] });
  }
  const pages: Page[] = [];
  let duplicates = 0;
  for (const { u, rows: group } of groups.values()) {
    duplicates += group.length - 1;
    const first = group[0];
    const headings = [...new Set(group.flatMap((r) => r.headings ?? []).map((h) => h.trim()))]
      .filter((h) => h !== "");
    const currentKeywords = [...new Set(group.flatMap((r) => r.current_keywords ?? []))];
    const pageType = group.find((r) => r.page_type)?.page_type?.trim() ?? null;
    const description = group.find((r) => r.description)?.description?.trim() ?? null;
    const title = first.title.trim();
    pages.push({
      id: pages.length,
      url: first.url.trim(),
      u,
      title,
      description,
      headings,
      currentKeywords,
      pageType,
      intent: inferPageIntent({ page_type: pageType ?? undefined, title }, u.path),
      furniture: furnitureKind(first.url.trim(), title),
    });
  }
  return { pages, duplicates };
}

const STAGE_INTENT: [RegExp, Intent][] = [
  [/aware|learn|research|info/i, "informational"],
  [/consider|compar|evaluat/i, "commercial"],
  [/decision|purchase|buy|convert|transact/i, "transactional"],
];

/** What a searcher types to reach a brand's own login, support or contact page. */
const NAVIGATION_MODIFIER =
  /\b(login|log in|sign in|signin|customer service|phone number|contact number|support number|my account|portal)\b/;

/**
 * Sets aside another brand's navigation queries ("lemonade pet insurance login", "trupanion
 * customer service phone number") and queries naming a platform ("getyourguide tenerife",
 * "donedeal cars cork": its own listing page answers them, `platform_brands.ts`): the searcher
 * wants that brand's site, so no page of this site should target them, and no new page is
 * proposed. The owner's own navigation (a word of its host name) is kept. All are kept when
 * every keyword would be set aside.
 */
export function setAsideNavigation(items: readonly KeywordItemInput[], siteHost: string) {
  const ownWord = ownerWordTest(siteHost);
  const own = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).some(ownWord);
  const ownLabel = siteHost ? labelOf(siteHost) : null;
  const kept: KeywordItemInput[] = [];
  const setAside: { keyword: string; reason: string }[] = [];
  for (const item of items) {
    const text = typeof item === "string" ? item : item.keyword;
    const reason = otherSiteReason(text, own(text), ownLabel);
    if (reason) setAside.push({ keyword: text, reason });
    else kept.push(item);
  }
  return kept.length > 0 ? { kept, setAside } : { kept: [...items], setAside: [] };
}

/**
 * Why a query asks for another site's own page, or null. A navigation query naming the owner
 * (`own`) is the owner's; a platform is another site whatever other words the query shares with
 * the owner's name ("getyourguide tenerife" on tenerifewhales.com).
 */
function otherSiteReason(text: string, own: boolean, ownLabel: string | null): string | null {
  const navigation = NAVIGATION_MODIFIER.test(text.toLowerCase()) || navigatedBrand(text) !== null;
  if (navigation && !own) {
    return `"${text}" is a navigation query for another brand (its login, support or contact): the searcher wants that brand's site`;
  }
  const platform = platformNamed(text, ownLabel);
  return platform
    ? `"${text}" names ${platform}, ${platformRole(platform)}, which no page of this site answers`
    : null;
}

/**
 * Whether a word names the site's owner: a word of 4+ letters that starts its host label
 * ("harborline" for harborlinehotels.com, "atelier" for atelier-gaspard.fr).
 */
export function ownerWordTest(siteHost: string): (word: string) => boolean {
  const label = siteHost.replace(/^www\./, "").split(".")[0].toLowerCase();
  const parts = label.split("-");
  return (w) => w.length >= 4 && (label.startsWith(w) || parts.some((p) => p.startsWith(w)));
}

/** A keyword as the judgement rules read it: its topic without modifiers and brand. */
export function ruleKeywordOf(
  kw: Keyword,
  ownWord: (w: string) => boolean,
  phrase: (t: string) => Phrase,
) {
  const topic: string[] = [];
  const topicWords: string[] = [];
  const language = languageOfText(kw.phrase.text);
  kw.phrase.words.forEach((w, i) => {
    if (isModifierWord(w, language) || ownWord(w)) return;
    topic.push(kw.phrase.stems[i]);
    topicWords.push(w);
  });
  const sides = comparisonSides(kw.phrase.text);
  const classes = modifierClassesOf(kw.phrase.text);
  const sideStems = (text: string) => {
    const side = phrase(text);
    return side.stems.filter((_, i) => !isModifierWord(side.words[i], language));
  };
  return {
    text: kw.phrase.text,
    intent: kw.intent,
    topic,
    topicWords,
    sides: sides ? [sideStems(sides[0]), sideStems(sides[1])] as [string[], string[]] : null,
    asksPrice: classes.some((c) => PRICE_CLASSES.has(c)),
    asksJob: classes.includes("jobs_salary"),
  };
}

/** Price and cost questions ("nachhilfe kosten", "prix cours particuliers", "wie viel kostet"). */
const PRICE_CLASSES: ReadonlySet<ModifierClass> = new Set(["price", "cost"]);

/** Whether a text carries a price or cost modifier, read in its language (every table if unknown). */
function asksPrice(text: string): boolean {
  return modifierClassesOf(text).some((c) => PRICE_CLASSES.has(c));
}

/** The modifier classes a text carries, read in its language (every table if unknown). */
function modifierClassesOf(text: string): ModifierClass[] {
  return modifiersIn(text, evidencedLanguageOfText(text)).map((m) => m.class);
}

const LOCATION_HUB_PATH =
  /^\/(locations?|stores?|store-locator|find-a-store|find-us|branches)(\/|$)/;

/** A page as the judgement rules read it: home or hub, the stems of its URL and fields. */
export function rulePageOf(p: Page, phrase: (t: string) => Phrase): RulePage {
  const path = phrase(slugText(p.u.path));
  const segments = p.u.path.split("/").filter(Boolean);
  const slug = phrase(slugText(segments.at(-1) ?? ""));
  const stems = new Set(path.stems);
  for (const text of [p.title, p.description ?? "", ...p.headings, ...p.currentKeywords]) {
    for (const st of phrase(text).stems) stems.add(st);
  }
  const type = (p.pageType ?? "").toLowerCase();
  const lastSegment = slugText(segments.at(-1) ?? "");
  return {
    home: p.u.path === "/" || /^(home|homepage|home_page|front_page)$/.test(type),
    careers: p.furniture === "careers",
    // A price list: its type, or a price word naming its slug or title ("/preise", "Tarifs").
    pricing: /^pric/.test(type) || asksPrice(lastSegment) || asksPrice(p.title.split(/[|:–-]/)[0]),
    locationHub: LOCATION_HUB_PATH.test(p.u.path) || /location|store_?locator/.test(type),
    pathStems: new Set(path.stems),
    slugTopic: slug.stems.filter((_, i) => !isModifierWord(slug.words[i])),
    stems,
  };
}

export function buildKeywords(items: readonly KeywordItemInput[], phrase: (t: string) => Phrase) {
  const groups = new Map<
    string,
    { first: Phrase; byNorm: Map<string, number | null>; texts: string[]; stage: string | null }
  >();
  for (const item of items) {
    const text = typeof item === "string" ? item : item.keyword;
    const volume = typeof item === "string" ? null : item.search_volume ?? null;
    const stage = typeof item === "string" ? null : item.buyer_stage ?? null;
    const p = phrase(text);
    let g = groups.get(p.key);
    if (!g) {
      g = { first: p, byNorm: new Map(), texts: [], stage };
      groups.set(p.key, g);
    }
    const norm = p.norm || p.text.toLowerCase();
    if (!g.byNorm.has(norm)) {
      g.byNorm.set(norm, volume);
      if (p.text !== g.first.text) g.texts.push(p.text);
    } else {
      const prev = g.byNorm.get(norm)!;
      g.byNorm.set(norm, prev === null ? volume : volume === null ? prev : Math.max(prev, volume));
    }
    g.stage ??= stage;
  }
  const keywords: Keyword[] = [];
  for (const g of groups.values()) {
    const vols = [...g.byNorm.values()].filter((v): v is number => v !== null);
    let intent = keywordIntent(g.first);
    if (intent === "unknown" && g.stage) {
      intent = STAGE_INTENT.find(([re]) => re.test(g.stage!))?.[1] ?? "unknown";
    }
    keywords.push({
      id: keywords.length,
      phrase: g.first,
      variants: [...new Set(g.texts)],
      volume: vols.length > 0 ? vols.reduce((a, b) => a + b, 0) : null,
      intent,
      modifier: queryIntent(g.first.text, evidencedLanguageOfText(g.first.text)).modifier,
    });
  }
  return { keywords, duplicates: items.length - keywords.length };
}

/** A keyword set aside before matching, with the reason. */
export interface SetAside {
  keyword: string;
  reason: string;
}

/** The site and the keywords as every step reads them, built once. */
export interface Site {
  input: KeywordMapInput;
  /** The language the site's unlocalised pages are read in (null: none known). */
  language: string | null;
  phrase: (text: string) => Phrase;
  siteHost: string;
  pages: Page[];
  dupPages: number;
  keywords: Keyword[];
  dupKeywords: number;
  /** Other brands' navigation queries, and keywords a rule sets aside later. */
  setAside: SetAside[];
  index: PageIndex;
}

/**
 * The site's language: its country domain's, else the one most of its pages show by evidence
 * (a URL locale, a title's function words or letters); null when none does, or when the site
 * has locale folders of two or more languages. A keyword in plain ASCII on a Portuguese or
 * Italian site is read in that language, not as English.
 */
export function siteLanguageOf(input: KeywordMapInput): string | null {
  // A site with two or more locale folders speaks several languages: no single fallback.
  const locales = new Set(input.pages.map((p) => languageOfUrl(p.url)).filter((l) => l !== null));
  if (locales.size >= 2) return null;
  const host = input.target ? marketOfHost(input.target)?.language ?? null : null;
  const counts = new Map<string, number>();
  for (const p of input.pages) {
    const language = languageOfUrl(p.url) ?? evidencedLanguageOfText(p.title);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return host ?? top?.[0] ?? null;
}

/** Reads the request: pages merged by URL, other brands' navigation set aside, an index. */
export function readSite(input: KeywordMapInput): Site {
  // Keywords and titles whose words show no language are stemmed in the site's.
  const language = siteLanguageOf(input);
  const phrase = phraseCache(language ?? undefined);
  const siteHost = siteHostOf(input.pages.map((p) => p.url), input.target);
  const { pages, duplicates: dupPages } = buildPages(input.pages, siteHost);
  const { kept, setAside } = setAsideNavigation(input.keywords, siteHost);
  const { keywords, duplicates: dupKeywords } = buildKeywords(kept, phrase);
  const index = buildPageIndex(
    pages.map((p) => ({
      title: p.title,
      path: p.u.path,
      description: p.description ?? undefined,
      headings: p.headings,
      keywords: p.currentKeywords,
      intent: p.intent,
      language: languageOfUrl(p.url),
    })),
    { phrase },
  );
  return {
    input,
    language,
    phrase,
    siteHost,
    pages,
    dupPages,
    keywords,
    dupKeywords,
    setAside,
    index,
  };
}
