/**
 * Keyword map: which existing page should own each keyword, which keywords only match weakly,
 * which need a new page (grouped into suggested pages), and which are split between pages
 * that score alike (cannibalization risk). Pure: data and `now` come in as arguments.
 */
import { z } from "zod";
import { languageOfText } from "./understanding/language.ts";
import { languageOfUrl, marketOfLanguage } from "./understanding/locale.ts";
import { comparisonSides, isLocalQuery, isModifierWord } from "./understanding/query_modifiers.ts";
import { judge, KEYWORD_RULES, type RulePage, type Ruling } from "./keyword_map_rules.ts";
import { calibrate } from "../agent/confidence.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  AgentWorkflowSchema,
  type Evidence,
  LevelSchema,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../agent/workflow.ts";
import type { KeywordMapRequestSchema } from "../operations/content_keyword_map.ts";
import {
  buildPageIndex,
  inferPageIntent,
  intentFit,
  keywordIntent,
  MATCH_METHOD,
  matchPages,
  normalisePageUrl,
  type PageIndex,
  type PageIntent,
  type PageMatch,
  type PageUrl,
  type Phrase,
  phraseCache,
  scorePage,
  siteHostOf,
  slugify,
  slugText,
  stemJaccard,
} from "./page_match.ts";
import { byText, type Intent, round } from "./text.ts";

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
}

// ---------------------------------------------------------------------------------------------
// Thresholds and method

/** Score bands (0-100) of a keyword's best page. */
export const KEYWORD_MAP_THRESHOLDS = {
  /** At or above: the page owns the keyword. */
  strong: 50,
  /** At or above (and below strong): a weak match to optimise, or build a page when intent is opposite. */
  weak: 25,
  /** A second page within this many points of the best one (and at least `weak`) is a cannibalization risk. */
  risk_margin: 10,
  /** Missing keywords whose stem Jaccard reaches this (with compatible intent) share a suggested page. */
  group_similarity: 0.5,
} as const;

const T = KEYWORD_MAP_THRESHOLDS;

/** Most competing pages listed per cannibalization risk. */
const MAX_COMPETING = 10;

const METHOD = {
  page_score: MATCH_METHOD,
  status:
    "strong: best score >= 50 with a fitting intent; weak: 25-50 (optimise the page), or 50+ for a generic keyword (every topic word on more than half of the pages, 4+ pages) that the page does not target by exact title phrase or current_keywords; missing: best < 25, or the best page's intent does not fit: a new page is needed. Fitting intent: same or unknown; adjacent only for commercial and navigational keywords (informational needs an answer page, transactional a product/pricing page)",
  ties: "equal scores: better intent fit, then the shallower URL path, then input order",
  cannibalization_risk:
    "a second page scores within 10 points of the best one and at least 25: both compete for the keyword (at most 10 competing pages listed)",
  roles:
    "on each page, the mapped keyword with the most search volume (then score) is primary, the others secondary",
  priority: "keywords are ordered by search_volume (missing last), then score, then text",
  missing_pages:
    "missing keywords are grouped when their stem Jaccard is >= 0.5 and intents are compatible; the head keyword has the most volume; page type from intent (informational: guide/blog_post, commercial: comparison_page or landing_page, transactional: product/pricing/landing_page; no modifier: landing_page); URL prefix follows the site's own convention for that intent when 2+ pages share one",
  duplicates:
    "keywords with the same stems in any order are one keyword (variants listed; volume summed across variants, the larger kept for exact repeats); pages with the same normalised URL are merged",
  max_mappings: "mappings are cut after sorting by priority; counts always cover every keyword",
  rules: Object.fromEntries(KEYWORD_RULES.map((r) => [r.id, r.method])),
};

// ---------------------------------------------------------------------------------------------
// Output types

/** The `/content/keyword-map` result. */
export type KeywordMapResult = z.output<typeof KeywordMapResultSchema>;

/** Why a page was chosen for a keyword, per field and as sentences. */
export type Mapping = KeywordMapResult["mappings"][number];

/** A keyword whose best page scores between the weak and strong thresholds. */
export type WeakMatch = KeywordMapResult["weak_matches"][number];

/** A suggested new page for keywords no existing page covers. */
export type MissingPageOpportunity = KeywordMapResult["missing_page_opportunities"][number];

/** A keyword two or more pages compete for. */
export type CannibalizationRisk = KeywordMapResult["cannibalization_risks"][number];

/** One step of the implementation checklist. */
export type ChecklistItem = KeywordMapResult["implementation_checklist"][number];

// ---------------------------------------------------------------------------------------------
// Result schema

const intentEnum = z.enum(["informational", "commercial", "transactional", "navigational"]);
const score = z.number().min(0).max(100);
const unit = z.number().min(0).max(1);

/** The `/content/keyword-map` result, exactly as {@linkcode analyzeKeywordMap} returns it. */
export const KeywordMapResultSchema = z.strictObject({
  set_aside: z.array(z.strictObject({ keyword: z.string(), reason: z.string() })).describe(
    "Keywords no page of this site should target: another brand's navigation (login, customer service ...).",
  ),
  summary: z.strictObject({
    keywords_received: z.number().int().min(1),
    keywords_analysed: z.number().int().min(1),
    keywords_set_aside: z.number().int().min(0)
      .describe("Other brands' navigation queries, set aside (see set_aside)."),
    duplicate_keywords_merged: z.number().int().min(0),
    pages_received: z.number().int().min(1),
    pages_analysed: z.number().int().min(1),
    duplicate_pages_merged: z.number().int().min(0),
    strong: z.number().int().min(0),
    weak: z.number().int().min(0),
    missing: z.number().int().min(0),
    cannibalization_risks: z.number().int().min(0),
    pages_used: z.number().int().min(0),
    coverage_rate: unit,
    mappings_returned: z.number().int().min(0),
    mappings_truncated: z.number().int().min(0),
  }),
  thresholds: z.strictObject({
    strong: score.describe("At or above: the page owns the keyword."),
    weak: score.describe(
      "At or above (and below strong): a weak match to optimise, or build a page when intent is opposite.",
    ),
    risk_margin: score.describe(
      "A second page within this many points of the best one (and at least `weak`) is a cannibalization risk.",
    ),
    group_similarity: unit.describe(
      "Missing keywords whose stem Jaccard reaches this (with compatible intent) share a suggested page.",
    ),
  }).describe("Score bands (0-100) of a keyword's best page."),
  mappings: z.array(z.strictObject({
    keyword: z.string().min(1),
    variants: z.array(z.string()),
    search_volume: z.number().min(0).nullable(),
    priority: z.number().int().min(1),
    status: z.enum(["strong", "weak"]),
    url: z.string().min(1),
    normalized_url: z.string().min(1),
    title: z.string().min(1),
    page_type: z.string().nullable(),
    score,
    role: z.enum(["primary", "secondary"]),
    keyword_intent: z.union([intentEnum, z.literal("unknown")]),
    page_intents: z.array(intentEnum),
    signals: z.strictObject({
      keywords: unit,
      title: unit,
      title_phrase: z.boolean(),
      url_slug: unit,
      headings: unit,
      description: unit,
      intent_fit: unit,
    }),
    why: z.array(z.string().min(1)).min(1),
    matched_terms: z.array(z.string()),
    missing_terms: z.array(z.string()),
    runner_up: z.strictObject({ url: z.string(), score }).nullable(),
    cannibalization_risk: z.boolean(),
  })),
  weak_matches: z.array(z.strictObject({
    keyword: z.string().min(1),
    search_volume: z.number().min(0).nullable(),
    best_url: z.string().min(1),
    best_title: z.string().min(1),
    score,
    gap_to_strong: score,
    recommendation: z.enum(["optimise_page", "build_new_page"]),
    fixes: z.array(z.string().min(1)).min(1),
  })),
  missing_page_opportunities: z.array(z.strictObject({
    id: z.string().regex(/^new-\d+$/),
    head_keyword: z.string().min(1),
    keywords: z.array(z.string().min(1)).min(1),
    total_search_volume: z.number().min(0).nullable(),
    intent: z.union([intentEnum, z.literal("unknown")]),
    suggested_page_type: z.enum([
      "blog_post",
      "guide",
      "comparison_page",
      "landing_page",
      "product",
      "pricing",
    ]),
    suggested_slug: z.string().min(1),
    suggested_url: z.string().regex(/^\//),
    suggested_title: z.string().min(1),
    closest_page: z.strictObject({ url: z.string(), score }).nullable(),
    reason: z.string().min(1),
  })),
  cannibalization_risks: z.array(z.strictObject({
    keyword: z.string().min(1),
    search_volume: z.number().min(0).nullable(),
    primary_url: z.string().min(1),
    primary_score: score,
    competing: z.array(z.strictObject({ url: z.string(), score, gap: score })).min(1),
    level: z.enum(["high", "medium"]),
    recommendation: z.string().min(1),
  })),
  page_assignments: z.array(z.strictObject({
    url: z.string().min(1),
    primary_keyword: z.string().min(1),
    secondary_keywords: z.array(z.string()),
    keyword_count: z.number().int().min(1),
  })),
  implementation_checklist: z.array(z.strictObject({
    step: z.number().int().min(1),
    task: z.string().min(1),
    priority: LevelSchema,
    keywords: z.array(z.string()),
    urls: z.array(z.string()),
    done_when: z.string().min(1),
  })).min(1),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1),
});

// ---------------------------------------------------------------------------------------------
// Preparation

interface Page {
  id: number;
  url: string;
  u: PageUrl;
  title: string;
  description: string | null;
  headings: string[];
  currentKeywords: string[];
  pageType: string | null;
  intent: PageIntent;
}

interface Keyword {
  id: number;
  phrase: Phrase;
  variants: string[];
  volume: number | null;
  intent: Intent | "unknown";
}

function buildPages(rows: readonly KeywordMapPageInput[], siteHost: string) {
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
 * customer service phone number"): the searcher wants that brand's site, so no page of this
 * site should target them, and no new page is proposed. The owner's own navigation (a word of
 * its host name) is kept. All are kept when every keyword would be set aside.
 */
function setAsideNavigation(items: readonly KeywordItemInput[], siteHost: string) {
  const ownWord = ownerWordTest(siteHost);
  const own = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).some(ownWord);
  const kept: KeywordItemInput[] = [];
  const setAside: { keyword: string; reason: string }[] = [];
  for (const item of items) {
    const text = typeof item === "string" ? item : item.keyword;
    if (NAVIGATION_MODIFIER.test(text.toLowerCase()) && !own(text)) {
      setAside.push({
        keyword: text,
        reason:
          `"${text}" is a navigation query for another brand (its login, support or contact): the searcher wants that brand's site`,
      });
    } else kept.push(item);
  }
  return kept.length > 0 ? { kept, setAside } : { kept: [...items], setAside: [] };
}

/**
 * Whether a word names the site's owner: a word of 4+ letters that starts its host label
 * ("harborline" for harborlinehotels.com, "atelier" for atelier-gaspard.fr).
 */
function ownerWordTest(siteHost: string): (word: string) => boolean {
  const label = siteHost.replace(/^www\./, "").split(".")[0].toLowerCase();
  const parts = label.split("-");
  return (w) => w.length >= 4 && (label.startsWith(w) || parts.some((p) => p.startsWith(w)));
}

/** A keyword as the judgement rules read it: its topic without modifiers and brand. */
function ruleKeywordOf(
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
  };
}

const LOCATION_HUB_PATH =
  /^\/(locations?|stores?|store-locator|find-a-store|find-us|branches)(\/|$)/;

/** A page as the judgement rules read it: home or hub, the stems of its URL and fields. */
function rulePageOf(p: Page, phrase: (t: string) => Phrase): RulePage {
  const path = phrase(slugText(p.u.path));
  const segments = p.u.path.split("/").filter(Boolean);
  const slug = phrase(slugText(segments.at(-1) ?? ""));
  const stems = new Set(path.stems);
  for (const text of [p.title, p.description ?? "", ...p.headings, ...p.currentKeywords]) {
    for (const st of phrase(text).stems) stems.add(st);
  }
  const type = (p.pageType ?? "").toLowerCase();
  return {
    home: p.u.path === "/" || /^(home|homepage|home_page|front_page)$/.test(type),
    locationHub: LOCATION_HUB_PATH.test(p.u.path) || /location|store_?locator/.test(type),
    pathStems: new Set(path.stems),
    slugTopic: slug.stems.filter((_, i) => !isModifierWord(slug.words[i])),
    stems,
  };
}

function buildKeywords(items: readonly KeywordItemInput[], phrase: (t: string) => Phrase) {
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
    });
  }
  return { keywords, duplicates: items.length - keywords.length };
}

// ---------------------------------------------------------------------------------------------
// Analysis

interface Scored {
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

/** How a keyword's intent relates to a page's. */
function intentVerdict(kw: Keyword, page: Page): "same" | "adjacent" | "opposite" | "unknown" {
  if (kw.intent === "unknown" || page.intent.intents.length === 0) return "unknown";
  if (page.intent.intents.includes(kw.intent)) return "same";
  return intentFit(kw.intent, page.intent) > 0 ? "adjacent" : "opposite";
}

/**
 * Whether a page may own a keyword: same or unknown intent; an adjacent intent only for
 * commercial and navigational keywords (a "best X" list can live on a blog), never for
 * informational or transactional ones (a question needs an answer page, a purchase a
 * product or pricing page).
 */
function acceptableIntent(kw: Keyword, page: Page): boolean {
  const v = intentVerdict(kw, page);
  if (v === "same" || v === "unknown") return true;
  if (v === "adjacent" && (kw.intent === "commercial" || kw.intent === "navigational")) return true;
  // A price-sorted comparison serves a price search ("cheap dog insurance" on a comparison
  // site): a shopper comparing prices is what the comparison page is for.
  return PRICE_SEARCH.test(kw.phrase.text.toLowerCase()) &&
    /comparison|compare|listicle/.test(`${page.pageType ?? ""} ${page.u.path}`);
}

/** Searches for the lowest price of a product or service. */
const PRICE_SEARCH = /\b(cheap|cheapest|affordable|low cost|lowest price|budget)\b/;

/**
 * A keyword whose every topic word is on more than half of the pages ("what is a crm" on a
 * CRM site) matches any page; without the exact phrase in the title or current_keywords a
 * match is no evidence of targeting, so it counts as weak at most.
 */
function isGeneric(kw: Keyword, best: PageMatch, index: PageIndex): boolean {
  if (index.size < 4 || kw.phrase.stems.length === 0) return false;
  if (best.signals.title_phrase || best.signals.keywords === 1) return false;
  return kw.phrase.stems.every((s) => (index.postings.get(s)?.length ?? 0) > index.size / 2);
}

function depth(p: Page): number {
  return p.u.path === "/" ? 0 : p.u.path.split("/").length - 1;
}

/**
 * Maps each keyword to the existing page that should own it, flags weak matches and keywords
 * split between pages, and groups uncovered keywords into suggested new pages.
 */
export function analyzeKeywordMap(
  input: KeywordMapInput,
  _options: KeywordMapOptions,
): KeywordMapResult {
  const phrase = phraseCache();
  const siteHost = siteHostOf(input.pages.map((p) => p.url), input.target);
  const { pages, duplicates: dupPages } = buildPages(input.pages, siteHost);
  const { kept, setAside } = setAsideNavigation(input.keywords, siteHost);
  const { keywords, duplicates: dupKeywords } = buildKeywords(kept, phrase);
  const maxMappings = input.max_mappings;

  const index = buildPageIndex(
    pages.map((p) => ({
      title: p.title,
      path: p.u.path,
      description: p.description ?? undefined,
      headings: p.headings,
      keywords: p.currentKeywords,
      intent: p.intent,
    })),
    { phrase },
  );

  const depths = pages.map(depth);
  const tieBreak = (a: number, b: number) => depths[a] - depths[b];
  // A keyword is matched only to pages in its language, when the site has language folders.
  const pageLanguages = pages.map((p) => languageOfUrl(p.url));
  const foldered = pageLanguages.some((l) => l !== null);
  const rulePages = pages.map((p) => rulePageOf(p, phrase));
  const siteStems = new Set(rulePages.flatMap((p) => [...p.stems]));
  const ownWord = ownerWordTest(siteHost);
  const judged: Scored[] = keywords.map((kw) => {
    // Only the best page, the runner-up and up to MAX_COMPETING close rivals are reported.
    const limit = MAX_COMPETING + 1;
    const language = foldered ? languageOfText(kw.phrase.text) : null;
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
      setAside.push({ keyword: s.kw.phrase.text, reason: s.ruling.reason });
    }
  }

  // Priority: search volume, then score, then text.
  const order = [...scored].sort((a, b) =>
    (b.kw.volume ?? -1) - (a.kw.volume ?? -1) || (b.best?.score ?? 0) - (a.best?.score ?? 0) ||
    byText(a.kw.phrase.text, b.kw.phrase.text)
  );
  const priority = new Map(order.map((s, i) => [s.kw.id, i + 1]));
  const mapped = order.filter((s) => s.status !== "missing");

  // Roles: the biggest keyword of a page is its primary.
  const byPage = new Map<number, Scored[]>();
  for (const s of mapped) {
    const list = byPage.get(s.best!.page) ?? [];
    list.push(s);
    byPage.set(s.best!.page, list);
  }
  const primaryOf = new Map<number, number>();
  for (const [pageId, list] of byPage) {
    const top = [...list].sort((a, b) =>
      (b.kw.volume ?? -1) - (a.kw.volume ?? -1) || b.best!.score - a.best!.score ||
      byText(a.kw.phrase.text, b.kw.phrase.text)
    )[0];
    primaryOf.set(pageId, top.kw.id);
  }

  const allMappings: Mapping[] = mapped.map((s) => {
    const best = s.best!;
    const page = pages[best.page];
    const runner = s.matches[1] ?? null;
    return {
      keyword: s.kw.phrase.text,
      variants: s.kw.variants,
      search_volume: s.kw.volume,
      priority: priority.get(s.kw.id)!,
      status: s.status as "strong" | "weak",
      url: page.url,
      normalized_url: page.u.key,
      title: page.title,
      page_type: page.pageType,
      score: best.score,
      role: primaryOf.get(best.page) === s.kw.id ? "primary" : "secondary",
      keyword_intent: s.kw.intent,
      page_intents: page.intent.intents,
      signals: best.signals,
      why: [
        ...(s.ruling ? [s.ruling.reason] : []),
        ...whyOf(best, page, s.kw, s.generic),
      ],
      matched_terms: best.matched_terms,
      missing_terms: best.missing_terms,
      runner_up: runner ? { url: pages[runner.page].url, score: runner.score } : null,
      cannibalization_risk: s.risk.length > 0,
    };
  });
  const mappings = allMappings.slice(0, maxMappings);

  const weakMatches: WeakMatch[] = order.filter((s) =>
    s.status === "weak" ||
    ((s.missingReason === "intent" || s.missingReason === "rule") && s.best !== null &&
      s.best.score >= T.weak)
  ).map((s) => {
    const best = s.best!;
    const page = pages[best.page];
    const build = s.status === "missing";
    return {
      keyword: s.kw.phrase.text,
      search_volume: s.kw.volume,
      best_url: page.url,
      best_title: page.title,
      score: best.score,
      gap_to_strong: round(Math.max(0, T.strong - best.score), 1),
      recommendation: build ? "build_new_page" : "optimise_page",
      fixes: build ? buildFixes(s.kw, page, s.ruling) : optimiseFixes(best, page, s.kw, s.generic),
    };
  });

  const risks: CannibalizationRisk[] = order.filter((s) => s.risk.length > 0).map((s) => {
    const best = s.best!;
    const competing = s.risk.map((m) => ({
      url: pages[m.page].url,
      score: m.score,
      gap: round(best.score - m.score, 1),
    }));
    const minGap = Math.min(...competing.map((c) => c.gap));
    return {
      keyword: s.kw.phrase.text,
      search_volume: s.kw.volume,
      primary_url: pages[best.page].url,
      primary_score: best.score,
      competing,
      level: minGap <= T.risk_margin / 2 ? "high" : "medium",
      recommendation: `Make ${
        pages[best.page].url
      } the only page optimised for "${s.kw.phrase.text}": remove it from the other page${
        competing.length === 1 ? "'s" : "s'"
      } title and H1, and link from ${
        competing.length === 1 ? "it" : "them"
      } to the primary URL with it as anchor`,
    };
  });

  const missingPages = groupMissing(order.filter((s) => s.status === "missing"), pages);

  const assignments = [...byPage].map(([pageId, list]) => {
    const primaryId = primaryOf.get(pageId)!;
    const sorted = [...list].sort((a, b) => priority.get(a.kw.id)! - priority.get(b.kw.id)!);
    return {
      url: pages[pageId].url,
      primary_keyword: keywords[primaryId].phrase.text,
      secondary_keywords: sorted.filter((s) => s.kw.id !== primaryId).map((s) => s.kw.phrase.text),
      keyword_count: list.length,
      first: priority.get(primaryId)!,
    };
  }).sort((a, b) => a.first - b.first).map(({ first: _f, ...rest }) => rest);

  const counts = {
    strong: scored.filter((s) => s.status === "strong").length,
    weak: scored.filter((s) => s.status === "weak").length,
    missing: scored.filter((s) => s.status === "missing").length,
  };
  const summary = {
    keywords_received: input.keywords.length,
    keywords_analysed: scored.length,
    keywords_set_aside: setAside.length,
    duplicate_keywords_merged: dupKeywords,
    pages_received: input.pages.length,
    pages_analysed: pages.length,
    duplicate_pages_merged: dupPages,
    ...counts,
    cannibalization_risks: risks.length,
    pages_used: byPage.size,
    coverage_rate: scored.length > 0 ? round(counts.strong / scored.length, 3) : 0,
    mappings_returned: mappings.length,
    mappings_truncated: allMappings.length - mappings.length,
  };

  const ruled = new Set(
    scored.filter((x) => x.ruling?.kind === "assign").map((x) => x.kw.phrase.text),
  );
  const checklist = checklistOf({ mappings: allMappings, weakMatches, risks, missingPages, ruled });
  const facts: Facts = {
    input,
    pages,
    keywords,
    siteHost,
    summary,
    mappings: allMappings,
    weakMatches,
    risks,
    missingPages,
    dupKeywords,
    dupPages,
    scored,
  };
  const workflow = buildWorkflow(facts);
  const markdown = markdownSummary({
    title: "Keyword map",
    headline: workflow.summary,
    figures: [
      [
        "Keywords analysed",
        `${keywords.length}${dupKeywords > 0 ? ` (${dupKeywords} duplicates merged)` : ""}`,
      ],
      ["Strong / weak / missing", `${counts.strong} / ${counts.weak} / ${counts.missing}`],
      ["Pages used as primary URLs", `${byPage.size} of ${pages.length}`],
      ["Cannibalization risks", risks.length],
      ["Suggested new pages", missingPages.length],
      ...allMappings.slice(0, 5).map((m): [string, string] => [
        m.keyword,
        `${m.url} (score ${m.score}, ${m.status})`,
      ]),
    ],
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });

  return {
    summary,
    set_aside: setAside,
    thresholds: { ...KEYWORD_MAP_THRESHOLDS },
    mappings,
    weak_matches: weakMatches,
    missing_page_opportunities: missingPages,
    cannibalization_risks: risks,
    page_assignments: assignments,
    implementation_checklist: checklist,
    method: structuredClone(METHOD),
    agent_workflow: workflow,
    markdown_summary: markdown,
  };
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

function whyOf(m: PageMatch, page: Page, kw: Keyword, generic: boolean): string[] {
  const s = m.signals;
  const out: string[] = [];
  if (s.keywords === 1) out.push("listed in the page's current_keywords");
  else if (s.keywords > 0) out.push(`close to a current keyword (stem overlap ${s.keywords})`);
  if (s.title_phrase) out.push("exact phrase in the title");
  else if (s.title >= 0.999) out.push("every keyword term is in the title");
  else if (s.title > 0) out.push(`title carries ${pct(s.title)} of the keyword's weight`);
  if (s.url_slug > 0) out.push(`URL slug carries ${pct(s.url_slug)} of the keyword's weight`);
  if (s.headings > 0) out.push(`headings carry ${pct(s.headings)} of the keyword's weight`);
  if (s.description > 0) out.push(`description carries ${pct(s.description)}`);
  const pageIntent = page.intent.intents.length > 0
    ? `${page.intent.intents.join("/")} (from ${page.intent.source.replace("_", " ")})`
    : "unknown";
  out.push(
    kw.intent === "unknown"
      ? `keyword intent unclear (no modifier); page intent ${pageIntent}`
      : `${kw.intent} keyword, page intent ${pageIntent}: fit ${s.intent_fit}`,
  );
  if (m.missing_terms.length > 0) out.push(`not on the page: ${m.missing_terms.join(", ")}`);
  if (generic) {
    out.push("its words are on most pages and the page does not target the exact keyword: weak");
  }
  return out;
}

function optimiseFixes(m: PageMatch, page: Page, kw: Keyword, generic: boolean): string[] {
  const s = m.signals;
  const text = kw.phrase.text;
  const out: string[] = [];
  if (generic) {
    out.push(
      `Its words are on most pages: target "${text}" explicitly (exact phrase in the title, or as a current keyword) so one page owns it`,
    );
  }
  if (!s.title_phrase) out.push(`Work "${text}" into the title tag and H1 of ${page.url}`);
  if (s.headings < 0.5) out.push(`Add an H2 section that answers "${text}"`);
  if (s.description < 0.5) out.push(`Mention "${text}" in the meta description`);
  if (s.keywords < 1) out.push(`Record "${text}" as one of the page's target keywords`);
  if (m.missing_terms.length > 0) {
    out.push(`Cover the missing terms in the body: ${m.missing_terms.join(", ")}`);
  }
  if (s.intent_fit < 1 && kw.intent !== "unknown") {
    out.push(`Check the live SERP: a ${kw.intent} query may need a different page type`);
  }
  if (s.url_slug === 0) out.push("Keep the URL as it is: a slug change costs more than it earns");
  return out;
}

function buildFixes(kw: Keyword, page: Page, ruling: Ruling | null): string[] {
  return [
    ruling
      ? capitalise(ruling.reason)
      : `${page.url} serves ${
        page.intent.intents.join("/") || "another"
      } intent; "${kw.phrase.text}" is ${kw.intent}: build a dedicated page`,
    `Link from ${page.url} to the new page with "${kw.phrase.text}" as anchor`,
  ];
}

function compatible(a: Intent | "unknown", b: Intent | "unknown"): boolean {
  return a === b || a === "unknown" || b === "unknown";
}

function pageTypeFor(kw: Keyword): MissingPageOpportunity["suggested_page_type"] {
  const text = kw.phrase.norm;
  switch (kw.intent) {
    case "informational":
      return /\b(how|guide|tutorial|steps|checklist)\b/.test(text) ? "guide" : "blog_post";
    case "commercial":
      return /\b(best|top|vs|versus|compare|comparison|alternatives?|review|reviews)\b/.test(text)
        ? "comparison_page"
        : "landing_page";
    case "transactional":
      if (/\b(price|prices|pricing|cost|costs|quote|plans?)\b/.test(text)) return "pricing";
      return /\b(buy|shop|order|for sale|cheap|deal|deals|discount|coupon)\b/.test(text)
        ? "product"
        : "landing_page";
    case "navigational":
      return "landing_page";
    default:
      // No modifier: a noun phrase names an offering ("cooking class gift voucher paris").
      return "landing_page";
  }
}

const DEFAULT_PREFIX: Record<MissingPageOpportunity["suggested_page_type"], string> = {
  blog_post: "/blog",
  guide: "/guides",
  comparison_page: "/compare",
  landing_page: "",
  product: "/products",
  pricing: "",
};

const TYPE_INTENT: Record<MissingPageOpportunity["suggested_page_type"], Intent> = {
  blog_post: "informational",
  guide: "informational",
  comparison_page: "commercial",
  landing_page: "commercial",
  product: "transactional",
  pricing: "transactional",
};

function sitePrefix(
  type: MissingPageOpportunity["suggested_page_type"],
  pages: readonly Page[],
): string {
  if (type === "landing_page" || type === "pricing") return "";
  const intent = TYPE_INTENT[type];
  const counts = new Map<string, number>();
  for (const p of pages) {
    const segments = p.u.path.split("/").filter(Boolean);
    if (segments.length < 2 || !p.intent.intents.includes(intent)) continue;
    counts.set(segments[0], (counts.get(segments[0]) ?? 0) + 1);
  }
  const top =
    [...counts].filter(([, c]) => c >= 2).sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))[0];
  return top ? `/${top[0]}` : DEFAULT_PREFIX[type];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A working title for a new page. The English framings ("a complete guide", "compared side by
 * side") are added to English keywords only: a keyword in another language keeps its own words.
 */
function titleFor(
  head: string,
  type: MissingPageOpportunity["suggested_page_type"],
  language: string | null,
): string {
  const h = capitalise(head.trim());
  if (language !== null && language !== "en") return h;
  const lower = head.toLowerCase();
  switch (type) {
    case "guide":
    case "blog_post":
      if (/^how\b/.test(lower)) return `${h}: step-by-step guide`;
      if (/^(what|why|when|where|who|which|is|are|can|does|do)\b/.test(lower)) {
        return `${h.replace(/\?+$/, "")}? Explained`;
      }
      return /\bguide\b/.test(lower) ? h : `${h}: a complete guide`;
    case "comparison_page":
      return `${h}: compared side by side`;
    case "product":
      return `${h}: prices and options`;
    case "pricing":
      return /\bpric/.test(lower) ? h : `${h}: plans and pricing`;
    default:
      return h;
  }
}

function groupMissing(
  missing: readonly Scored[],
  pages: readonly Page[],
): MissingPageOpportunity[] {
  const parent = missing.map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let i = 0; i < missing.length; i++) {
    for (let j = i + 1; j < missing.length; j++) {
      const a = missing[i].kw;
      const b = missing[j].kw;
      if (!compatible(a.intent, b.intent)) continue;
      if (stemJaccard(a.phrase, b.phrase) >= T.group_similarity - 1e-9) {
        const [ra, rb] = [find(i), find(j)];
        if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
    }
  }
  const groups = new Map<number, Scored[]>();
  missing.forEach((s, i) => {
    const root = find(i);
    const list = groups.get(root) ?? [];
    list.push(s);
    groups.set(root, list);
  });
  const list = [...groups.values()].map((members) => {
    // Members keep priority order, so the first is the head keyword.
    const vols = members.map((m) => m.kw.volume).filter((v): v is number => v !== null);
    return { members, volume: vols.length > 0 ? vols.reduce((a, b) => a + b, 0) : null };
  }).sort((a, b) =>
    (b.volume ?? -1) - (a.volume ?? -1) || b.members.length - a.members.length ||
    byText(a.members[0].kw.phrase.text, b.members[0].kw.phrase.text)
  );
  const taken = new Set(pages.map((p) => p.u.path));
  const prefixes = new Map<MissingPageOpportunity["suggested_page_type"], string>();
  return list.map(({ members, volume }, i) => {
    const head = members[0].kw;
    const type = pageTypeFor(head);
    // Product slugs name the product, not the act of buying it.
    const question = (type === "blog_post" || type === "guide") &&
      /^(how|what|why|when|where|who|which|is|are|can|does|do)\b/i.test(head.phrase.norm);
    const slugSource = type === "product"
      ? head.phrase.text.replace(/^\s*(buy|shop|order)\s+/i, "").replace(
        /\s+(for sale|online)\s*$/i,
        "",
      )
      : head.phrase.text;
    const slug = slugify(slugSource, { keepStopwords: question }) || slugify(head.phrase.text) ||
      `page-${i + 1}`;
    let prefix = prefixes.get(type);
    if (prefix === undefined) {
      prefix = sitePrefix(type, pages);
      prefixes.set(type, prefix);
    }
    // On a site with language folders, a new page goes under its keyword's language.
    const folder = pages.some((p) => languageOfUrl(p.url) !== null)
      ? languageOfText(head.phrase.text)
      : null;
    if (folder && !prefix.startsWith(`/${folder}/`) && prefix !== `/${folder}`) {
      prefix = `/${folder}${prefix}`;
    }
    let url = `${prefix}/${slug}`;
    for (let n = 2; taken.has(url.toLowerCase()); n++) url = `${prefix}/${slug}-${n}`;
    taken.add(url.toLowerCase());
    const closest = members.map((m) => m.best).filter((b): b is PageMatch => b !== null)
      .sort((a, b) => b.score - a.score || a.page - b.page)[0] ?? null;
    const opposite = members.some((m) => m.missingReason === "intent");
    const ruled = members.find((m) => m.ruling?.kind === "missing")?.ruling ?? null;
    return {
      id: `new-${i + 1}`,
      head_keyword: head.phrase.text,
      keywords: members.map((m) => m.kw.phrase.text),
      total_search_volume: volume,
      intent: head.intent,
      suggested_page_type: type,
      suggested_slug: slug,
      suggested_url: url,
      suggested_title: titleFor(head.phrase.text, type, languageOfText(head.phrase.text)),
      closest_page: closest ? { url: pages[closest.page].url, score: closest.score } : null,
      reason: ruled
        ? capitalise(ruled.reason)
        : opposite
        ? `The closest page serves a different intent (score ${closest?.score}); ${head.intent} searchers need their own page`
        : closest
        ? `No page scores ${T.weak}+ (best ${closest.score}: ${pages[closest.page].url})`
        : head.phrase.stems.length === 0
        ? "The keyword has no topic words to match; it needs its own page or a rewrite"
        : "No page shares a topic word with the keyword",
    };
  });
}

function checklistOf(parts: {
  mappings: Mapping[];
  weakMatches: WeakMatch[];
  risks: CannibalizationRisk[];
  missingPages: MissingPageOpportunity[];
  /** Keywords a judgement rule assigned (local, dedicated URL): no title rewrite for them. */
  ruled: ReadonlySet<string>;
}): ChecklistItem[] {
  const items: Omit<ChecklistItem, "step">[] = [];
  const { mappings, weakMatches, risks, missingPages } = parts;
  if (risks.length > 0) {
    items.push({
      task:
        "Resolve split keywords: keep one page per keyword and de-optimise the others (title, H1, anchors)",
      priority: "high",
      keywords: risks.slice(0, 20).map((r) => r.keyword),
      urls: [...new Set(risks.flatMap((r) => [r.primary_url, ...r.competing.map((c) => c.url)]))]
        .slice(0, 20),
      done_when: "Each listed keyword appears in the title/H1 of its primary URL only",
    });
  }
  const local = mappings.filter((m) => isLocalQuery(m.keyword));
  if (local.length > 0) {
    items.push({
      task:
        "Serve local queries through Google Business Profile: one verified listing per location, each linking to its page; keep name, address and phone identical on the site (LocalBusiness schema)",
      priority: "medium",
      keywords: local.slice(0, 20).map((m) => m.keyword),
      urls: [...new Set(local.map((m) => m.url))].slice(0, 20),
      done_when: "Every location has a verified profile linking to the mapped page",
    });
  }
  // A homepage's title and H1 name the brand and its offer, never a modifier query.
  const noPhrase = mappings.filter((m) =>
    m.role === "primary" && !m.signals.title_phrase && !parts.ruled.has(m.keyword) &&
    !(new URL(m.url, "https://x.invalid").pathname === "/" && m.keyword_intent !== "unknown")
  );
  if (noPhrase.length > 0) {
    items.push({
      task: "Lead each primary URL's title tag and H1 with its primary keyword",
      priority: "medium",
      keywords: noPhrase.slice(0, 20).map((m) => m.keyword),
      urls: noPhrase.slice(0, 20).map((m) => m.url),
      done_when: "The exact primary keyword is in the title and H1 of each listed page",
    });
  }
  const optimise = weakMatches.filter((w) => w.recommendation === "optimise_page");
  if (optimise.length > 0) {
    items.push({
      task: "Strengthen weak matches: headings, description and body coverage of the missing terms",
      priority: "medium",
      keywords: optimise.slice(0, 20).map((w) => w.keyword),
      urls: [...new Set(optimise.map((w) => w.best_url))].slice(0, 20),
      done_when: `Each keyword scores ${T.strong}+ on a re-run of /content/keyword-map`,
    });
  }
  if (missingPages.length > 0) {
    items.push({
      task: `Create ${missingPages.length} new page(s), biggest search volume first`,
      priority: "high",
      keywords: missingPages.slice(0, 20).map((m) => m.head_keyword),
      urls: missingPages.slice(0, 20).map((m) => m.suggested_url),
      done_when: "Each page is published, in the sitemap and linked from at least one related page",
    });
  }
  const secondary = mappings.filter((m) => m.role === "secondary");
  if (secondary.length > 0) {
    items.push({
      task: "Cover secondary keywords as sections of their page, not as separate pages",
      priority: "low",
      keywords: secondary.slice(0, 20).map((m) => m.keyword),
      urls: [...new Set(secondary.map((m) => m.url))].slice(0, 20),
      done_when: "Each secondary keyword has an H2/H3 or paragraph on its page",
    });
  }
  items.push({
    task:
      "Record the map (keyword -> URL) where writers and the CMS see it; re-run after publishing",
    priority: "low",
    keywords: [],
    urls: [],
    done_when: "Every mapped keyword has exactly one owner URL on record",
  });
  return items.map((item, i) => ({ step: i + 1, ...item }));
}

// ---------------------------------------------------------------------------------------------
// agent_workflow

interface Facts {
  input: KeywordMapInput;
  pages: Page[];
  keywords: Keyword[];
  siteHost: string;
  summary: KeywordMapResult["summary"];
  mappings: Mapping[];
  weakMatches: WeakMatch[];
  risks: CannibalizationRisk[];
  missingPages: MissingPageOpportunity[];
  dupKeywords: number;
  dupPages: number;
  scored: Scored[];
}

function decisionOf(f: Facts): string {
  const s = f.summary;
  if (s.cannibalization_risks / s.keywords_analysed >= 0.2) return "consolidate_overlaps";
  if (s.missing > 0) return "map_and_build";
  if (s.weak > 0) return "optimise_weak_matches";
  if (s.cannibalization_risks > 0) return "consolidate_overlaps";
  return "coverage_ok";
}

function buildWorkflow(f: Facts): AgentWorkflow {
  const decision = decisionOf(f);
  const s = f.summary;
  const actions: RecommendedAction[] = [];
  for (const r of f.risks.slice(0, 3)) {
    actions.push({
      action: `Keep ${r.primary_url} as the only page for "${r.keyword}"`,
      priority: r.level === "high" ? "high" : "medium",
      reason: `${
        r.competing.map((c) => `${c.url} scores ${c.score}`).join(", ")
      } vs ${r.primary_score}`,
      target: r.primary_url,
    });
  }
  for (const m of f.missingPages.slice(0, 3)) {
    actions.push({
      action: `Create a ${
        m.suggested_page_type.replace("_", " ")
      } at ${m.suggested_url} for "${m.head_keyword}"`,
      priority: m.total_search_volume !== null || f.missingPages.length <= 3 ? "high" : "medium",
      reason: `${m.keywords.length} keyword(s)${
        m.total_search_volume !== null ? `, ${m.total_search_volume} searches/month` : ""
      }; ${m.reason}`,
      target: m.suggested_url,
    });
  }
  for (const w of f.weakMatches.filter((x) => x.recommendation === "optimise_page").slice(0, 3)) {
    actions.push({
      action: `Optimise ${w.best_url} for "${w.keyword}"`,
      priority: "medium",
      reason: `Best match scores ${w.score}, ${w.gap_to_strong} below the strong threshold; ${
        w.fixes[0]
      }`,
      target: w.best_url,
    });
  }
  if (decision === "coverage_ok") {
    actions.push({
      action: "Keep the current mapping; monitor rankings of each primary URL",
      priority: "low",
      reason: `All ${s.keywords_analysed} keywords have a strong page and none is split`,
    });
  }

  const evidence: Evidence[] = [
    {
      claim: "Keywords analysed (after merging duplicates)",
      value: s.keywords_analysed,
      source: "keywords",
    },
    { claim: "Pages analysed", value: s.pages_analysed, source: "pages" },
    {
      claim: "Keywords with a strong page",
      value: s.strong,
      source: "mappings[].status",
    },
    {
      claim: "Keywords with a weak page (score 25-50)",
      value: s.weak,
      source: "mappings[].status",
    },
    {
      claim: "Keywords without a fitting page",
      value: s.missing,
      source: "missing_page_opportunities",
    },
    {
      claim: "Keywords split between pages",
      value: s.cannibalization_risks,
      source: "cannibalization_risks",
    },
    {
      claim: "Share of keywords strongly covered",
      value: s.coverage_rate,
      source: "summary.coverage_rate",
    },
  ];
  const top = f.mappings[0];
  if (top) {
    evidence.push({
      claim: `Match score of "${top.keyword}" on ${top.url}`,
      value: top.score,
      source: "mappings[0].score",
    });
  }
  const biggest = f.missingPages[0];
  if (biggest && biggest.total_search_volume !== null) {
    evidence.push({
      claim: `Search volume of the biggest missing page ("${biggest.head_keyword}")`,
      value: biggest.total_search_volume,
      source: "keywords[].search_volume",
    });
  }
  if (f.dupKeywords > 0) {
    evidence.push({ claim: "Duplicate keywords merged", value: f.dupKeywords, source: "keywords" });
  }

  return agentWorkflow({
    decision,
    confidence: calibrated(f).confidence,
    summary: summaryOf(f, decision),
    recommended_actions: actions,
    evidence,
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

function summaryOf(f: Facts, decision: string): string {
  const s = f.summary;
  const head =
    `${s.strong} of ${s.keywords_analysed} keywords map strongly to ${s.pages_used} page(s); ${s.weak} weak, ${s.missing} without a fitting page, ${s.cannibalization_risks} split between pages.`;
  const what = decision === "consolidate_overlaps"
    ? "Give each split keyword one owner before creating anything new."
    : decision === "map_and_build"
    ? `Apply the map and build ${f.missingPages.length} new page(s) for the uncovered keywords.`
    : decision === "optimise_weak_matches"
    ? "Apply the map and strengthen the weak matches."
    : "Coverage is complete: apply the map and monitor.";
  const caveat = calibrated(f).caveat;
  return caveat ? `${head} ${what} ${caveat}` : `${head} ${what}`;
}

/**
 * How strong the evidence behind each keyword's decision is: a strong match on the exact
 * phrase, a current keyword, two or more shared topic words or a judgement rule is direct; a
 * strong match on one shared word is close to a guess; a weak match is half-sure; "missing" is
 * sure when no page comes close.
 */
function decisionStrengths(f: Facts): number[] {
  return f.scored.map((s) => {
    if (s.ruling) return 0.8;
    if (s.status === "missing") return (s.best?.score ?? 0) < 10 ? 1 : 0.7;
    if (s.status === "weak") return 0.5;
    const m = s.best!;
    if (m.signals.title_phrase || m.signals.keywords === 1) return 1;
    return m.matched_terms.length >= 2 ? 0.9 : 0.3;
  });
}

function calibrated(f: Facts) {
  return calibrate(
    confidenceOf(f),
    decisionStrengths(f),
    "Most mappings rest on a single shared word, not on the page's title phrase or target keywords",
  );
}

function confidenceOf(f: Facts): number {
  const share = (pred: (p: Page) => boolean) => f.pages.filter(pred).length / f.pages.length;
  let c = 0.5;
  c += 0.15 *
    share((p) => p.headings.length > 0 || p.description !== null || p.currentKeywords.length > 0);
  c += 0.1 * share((p) => p.pageType !== null);
  c += 0.1 * (f.keywords.filter((k) => k.volume !== null).length / f.keywords.length);
  if (f.dupPages > 0) c -= 0.05;
  if (f.keywords.some((k) => k.phrase.stems.length === 0)) c -= 0.05;
  return Math.max(0.3, Math.min(0.9, c));
}

function limitationsOf(f: Facts): string[] {
  const out = [
    "Matches keywords against the supplied titles, URLs, headings, descriptions and current_keywords only: page body, rankings and the live SERP are not seen.",
    "Intent comes from keyword modifiers, buyer_stage, page_type and URL conventions; a keyword without modifiers is treated as intent-neutral.",
  ];
  if (f.keywords.every((k) => k.volume === null)) {
    out.push("No search_volume given: keywords are prioritised by match score only.");
  }
  const bare =
    f.pages.filter((p) =>
      p.headings.length === 0 && p.description === null && p.currentKeywords.length === 0
    ).length;
  if (bare > 0) {
    out.push(
      `${bare} of ${f.pages.length} page(s) have only a URL and title; their scores rest on those two fields.`,
    );
  }
  if (f.dupKeywords > 0) {
    out.push(
      `${f.dupKeywords} keyword(s) repeated another one (same words in any order) and were merged.`,
    );
  }
  if (f.dupPages > 0) {
    out.push(`${f.dupPages} page row(s) repeated a URL (after normalisation) and were merged.`);
  }
  const empty = f.keywords.filter((k) => k.phrase.stems.length === 0);
  if (empty.length > 0) {
    out.push(
      `${empty.length} keyword(s) have no topic words (only stopwords, symbols or emoji) and cannot be matched: ${
        empty.slice(0, 3).map((k) => `"${k.phrase.text}"`).join(", ")
      }.`,
    );
  }
  if (f.summary.mappings_truncated > 0) {
    out.push(
      `max_mappings cut ${f.summary.mappings_truncated} lower-priority mapping(s) from the list; counts cover all keywords.`,
    );
  }
  if (f.siteHost === "" && f.pages.some((p) => p.u.relative)) {
    out.push(
      "Relative URLs could not be made absolute (no `target`); follow-up calls that need a URL are skipped.",
    );
  }
  return out;
}

const BRIEF_TYPES: Record<MissingPageOpportunity["suggested_page_type"], string> = {
  blog_post: "blog_post",
  guide: "guide",
  comparison_page: "comparison_page",
  landing_page: "landing_page",
  product: "landing_page",
  pricing: "landing_page",
};

const TITLE_META_TYPES = new Set([
  "blog_post",
  "landing_page",
  "product",
  "software",
  "local_business",
  "comparison_page",
  "guide",
]);

/**
 * The language (and its main market) of a keyword written in another language than English,
 * for follow-up calls that default to English and the United States.
 */
function localeOf(keyword: string): { language?: string; location?: string } {
  const language = languageOfText(keyword);
  if (!language || language === "en") return {};
  const market = marketOfLanguage(language);
  return market ? { language, location: market } : { language };
}

function nextCallsOf(f: Facts): NextCall[] {
  const calls: NextCall[] = [];
  const target = f.input.target ? { target: f.input.target } : {};
  const missing = f.missingPages[0];
  if (missing) {
    calls.push({
      endpoint: "/content/brief",
      reason:
        `Brief the biggest missing page ("${missing.head_keyword}", ${missing.keywords.length} keyword(s))`,
      body: {
        keyword: missing.head_keyword,
        page_type: BRIEF_TYPES[missing.suggested_page_type],
        ...localeOf(missing.head_keyword),
        ...target,
      },
    });
  }
  const byUrl = new Map(f.pages.map((p) => [p.url, p]));
  const weak = f.weakMatches.find((w) =>
    w.recommendation === "optimise_page" && byUrl.get(w.best_url)?.u.absolute
  );
  if (weak) {
    const page = byUrl.get(weak.best_url)!;
    const body: Record<string, unknown> = {
      keyword: weak.keyword,
      url: page.u.absolute,
      current_title: page.title,
      ...target,
    };
    const type = page.pageType ? page.pageType.toLowerCase().replace(/[\s-]+/g, "_") : null;
    if (type && TITLE_META_TYPES.has(type)) body.page_type = type;
    calls.push({
      endpoint: "/content/title-meta",
      reason:
        `Rewrite the title and description of ${weak.best_url} to win "${weak.keyword}" (score ${weak.score})`,
      body,
    });
  }
  if (f.risks.length > 0) {
    const urls = new Set<string>();
    for (const r of f.risks) {
      urls.add(r.primary_url);
      for (const c of r.competing) urls.add(c.url);
    }
    const pages = [...urls].slice(0, 1000).map((u) => {
      const p = byUrl.get(u)!;
      const item: Record<string, unknown> = { url: p.url, title: p.title };
      if (p.currentKeywords.length > 0) item.target_keywords = p.currentKeywords.slice(0, 100);
      if (p.pageType) item.page_type = p.pageType;
      return item;
    });
    if (pages.length >= 2) {
      calls.push({
        endpoint: "/content/cannibalization",
        reason: "Check the pages that split keywords for real overlap and get a keep/merge plan",
        body: {
          pages,
          focus_keywords: [...new Set(f.risks.map((r) => r.keyword))].slice(0, 100),
          ...target,
        },
      });
    }
  }
  return calls;
}
