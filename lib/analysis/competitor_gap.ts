/**
 * Competitor gap matrix: groups competitors' pages into topics, checks which topics the
 * site's own pages already cover, scores the gaps and lays them out by page type and buyer
 * stage, with titles and follow-up requests. Pure: all data comes in as arguments.
 */
import { z } from "zod";
import { languageOfText } from "./understanding/language.ts";
import { languageOfUrl } from "./understanding/locale.ts";
import { utilityPage } from "./understanding/page_type.ts";
import { analysisExtras } from "../agent/result.ts";
import type { CompetitorGapRequestSchema } from "../operations/content_competitor_gap_matrix.ts";
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
import {
  absoluteUrl,
  buyerStage,
  byText,
  classifyIntent,
  containment,
  normalizeText,
  round,
  siteOrigin,
  stem,
  stems,
  STOPWORDS,
  urlHost,
} from "./text.ts";

/** The parsed `/content/competitor-gap-matrix` request. */
export type CompetitorGapInput = z.output<typeof CompetitorGapRequestSchema>;

/** One competitor and its pages. */
export type GapCompetitorInput = CompetitorGapInput["competitors"][number];

/** A supplied page (competitor's or own; a competitor's always has a title). */
export type GapPageInput = NonNullable<CompetitorGapInput["own_pages"]>[number];

/** A query a page ranks for: plain text or an object with metrics. */
export type RankingQueryInput = NonNullable<GapPageInput["ranking_queries"]>[number];

/** Options of {@linkcode analyzeCompetitorGap}. */
export interface CompetitorGapOptions {
  /** The request's clock; the analysis does not depend on it (kept for a uniform signature). */
  now?: Date;
}

/** Funnel stages, in funnel order. */
export const BUYER_STAGES = ["awareness", "consideration", "decision"] as const;

/** A funnel stage. */
export type BuyerStage = typeof BUYER_STAGES[number];

/** The `/content/competitor-gap-matrix` result (declared once, by its schema below). */
export type CompetitorGapResult = z.output<typeof CompetitorGapResultSchema>;
/** One prioritized opportunity. */
export type GapOpportunity = CompetitorGapResult["opportunities"][number];
/** How a topic relates to the site's own pages. */
export type GapType = GapOpportunity["gap_type"];
/** Priority bands of the 0-100 score. */
export type Priority = GapOpportunity["priority"];
/** One competitor page shown as proof for an opportunity. */
export type ProofPage = GapOpportunity["top_pages"][number];
/** A matrix cell: page type x buyer stage. */
export type MatrixCell = CompetitorGapResult["matrix"]["cells"][number];
/** Titles suggested for one opportunity. */
export type SuggestedTitles = CompetitorGapResult["suggested_titles"][number];
/** Follow-up requests for one opportunity. */
export type NextEndpoints = CompetitorGapResult["next_endpoints"][number];

/** Weights of the priority score's parts; unknown parts drop out and the rest renormalise. */
const WEIGHTS = { coverage: 0.35, demand: 0.3, rank: 0.15, ease: 0.1, stage: 0.1 } as const;

/** Score bands. */
const BANDS = { high: 60, medium: 35 } as const;

/** Commercial value of a stage. */
const STAGE_VALUE: Record<BuyerStage, number> = {
  awareness: 0.5,
  consideration: 0.75,
  decision: 1,
};

/** A topic covered by this many competitors (or all of them, if fewer) earns full coverage. */
const COVERAGE_FLOOR = 3;

/** At most this many ranking queries per page are read for topic terms. */
const MAX_QUERIES_READ = 50;

/** The scoring, as returned in `method`. */
const METHOD = {
  topics:
    "Each competitor page's topic phrase is its first keyword, else its best ranking query (clicks, impressions, volume, position), else its title before a separator (| : - –). Brand words of the page's own domain, filler (guide, ultimate, practical, tips, years, numbers ...) are dropped; angle words (alternatives, vs/compare, pricing, template, examples, review) are kept as modifiers; best/top/software/tool/app words are dropped from the core. Pages whose core terms and modifiers give the same stem key form one topic; a topic whose core has exactly one more stem than another topic with the same modifiers joins it when that parent has 2+ core stems or a modifier (so 'email' does not absorb 'email marketing', but 'mixpanel alternatives' absorbs 'mixpanel alternatives for startups'). Utility, legal and company pages (homepage, login, a rival's pricing, careers, privacy, terms, imprint, contact, team bios; English, German, French, Spanish, Portuguese) and pages with no core term left are excluded.",
  own_coverage:
    "An own page covers a topic when all of the topic's core stems appear in its title, keywords, ranking queries or URL slug and it carries the topic's modifiers (containment 1); 'partial' when containment is at least 0.5 of a 2+ stem core (expand that page: refresh brief), or the core is contained but the angle (modifier) is missing (angle_match false: create the page and link it from the own page). Covered topics are not reported unless the own page ranks beyond 20 where a competitor ranks in the top 10 (gap_type underperforming).",
  priority_score:
    "100 x weighted mean of the known parts: coverage 0.35 = ln(1 + competitors covering) / ln(1 + max(competitors, 3)); demand 0.30 = ln(1 + max(traffic sum, top volume)) / ln(1 + the largest such value among gap topics); rank 0.15 = 1 for a best competitor rank <= 3, falling linearly to 0 at 50; ease 0.10 = 1 / (1 + log10(1 + median backlinks)); stage 0.10 = awareness 0.5, consideration 0.75, decision 1. A part no reportable topic has data for drops out and the remaining weights are renormalised; when some topics have it, a topic without it scores demand 0, rank 0, ease 0.5.",
  priority: "high >= 60, medium >= 35, low below 35",
  page_type:
    "given page_type (normalised: blog -> blog_post, comparison -> comparison_page ...), else inferred from URL and title patterns (/vs/, alternatives, pricing, best/top, /integrations/, /templates/, glossary/what is, calculator/tool, case study, /docs/, how to/guide, /blog/, /features/, /solutions/)",
  buyer_stage:
    "given buyer_stage (awareness/tofu, consideration/mofu, decision/bofu), else from the intent modifiers of the topic phrase and title (transactional -> decision, commercial -> consideration, else awareness); a topic takes its pages' most common type and stage",
  focus_topics:
    "filter: only gap topics whose terms (titles, keywords, queries) contain every stem of a focus topic (two thirds for focus topics of 3+ words) are reported; when no gap topic matches any focus topic, nothing is reported, focus.applied is false and the summary says so",
  order:
    "priority_score desc, then competitors covering desc, then demand desc, then topic text; duplicates (same host + path) merged, keeping the best metrics",
  weights: WEIGHTS,
  bands: BANDS,
} as const;

// ---------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------

/** Words that never name a topic: formats, qualifiers, filler. */
const FILLER = new Set(
  ("guide guides ultimate complete practical beginner beginners introduction intro tutorial " +
    "tutorials tip tips everything need know explained overview step steps easy simple quick " +
    "definitive comprehensive full deep dive basics essential essentials updated ways part " +
    "edition article blog post page read today latest great good really actually ever matter " +
    "matters proven powerful worth hacks tricks secrets important").split(" "),
);

/** Modifiers that define the page's angle: kept in the topic phrase, keyed separately. */
const ANGLE_WORDS: Record<string, string> = {
  alternative: "alternatives",
  alternatives: "alternatives",
  competitor: "alternatives",
  competitors: "alternatives",
  vs: "comparison",
  versus: "comparison",
  compare: "comparison",
  compared: "comparison",
  comparison: "comparison",
  comparisons: "comparison",
  comparing: "comparison",
  pricing: "pricing",
  price: "pricing",
  prices: "pricing",
  cost: "pricing",
  costs: "pricing",
  template: "template",
  templates: "template",
  example: "examples",
  examples: "examples",
  review: "review",
  reviews: "review",
};

/** Words of the angle family, by angle (for checking own pages). */
const ANGLE_FAMILY = new Map<string, Set<string>>();
for (const [word, angle] of Object.entries(ANGLE_WORDS)) {
  const set = ANGLE_FAMILY.get(angle) ?? new Set<string>();
  set.add(word);
  ANGLE_FAMILY.set(angle, set);
}

/** Generic qualifiers dropped from the core (kept in the phrase). */
const GENERIC = new Set(
  "best top software tool tools app apps platform platforms online list ideas definition meaning define free checklist"
    .split(" "),
);

/** Navigation, legal and company pages: not content topics. */
const NAVIGATION = new Set(
  ("about contact career careers job jobs login signin signup sign register privacy policy terms " +
    "cookie cookies legal press team imprint sitemap home homepage account dashboard status " +
    "security gdpr accessibility investors us").split(" ").map(stem),
);

/** Small words kept lowercase in titles. */
const SMALL_WORDS = new Set(
  "a an and as at but by for from in into of on or the to vs with".split(" "),
);

// ---------------------------------------------------------------------------
// Page facts
// ---------------------------------------------------------------------------

interface Phrase {
  /** Display words (original case where meaningful). */
  display: string;
  /** Normalised phrase. */
  key: string;
  /** Sorted unique core stems. */
  core: string[];
  /** Sorted angles. */
  angles: string[];
}

interface PageFact {
  competitor: number;
  url: string;
  key: string;
  title: string;
  phrase: Phrase;
  /** The supplied listings of this page (more than one when duplicates were merged). */
  inputs: GapPageInput[];
  pageType: string;
  stage: BuyerStage;
  traffic: number | null;
  volume: number | null;
  rank: number | null;
  backlinks: number | null;
}

interface OwnFact {
  url: string;
  /** The page's language (URL locale, else its title's), or null when unknown. */
  language: string | null;
  /** Its position per ranking query (normalised text): the rank belongs to the query. */
  queryRanks: Map<string, number>;
  stems: Set<string>;
  angles: Set<string>;
  rank: number | null;
}

interface Topic {
  key: string;
  core: string[];
  angles: string[];
  pages: PageFact[];
  parent: Topic | null;
}

interface TopicStats {
  topic: Topic;
  head: string;
  competitors: number[];
  traffic: number | null;
  volume: number | null;
  bestRank: number | null;
  medianBacklinks: number | null;
  pageType: string;
  stage: BuyerStage;
  related: string[];
  coverage: GapOpportunity["own_coverage"];
  gapType: GapType | null;
  /** The language of the competitors' pages on the topic, or null when unknown. */
  language: string | null;
}

/** A competitor's brand words, from its domain (`rival-analytics.com` -> `rival analytics`). */
function brandPhrases(domain: string): string[] {
  const host = (urlHost(domain) || domain.trim().toLowerCase().replace(/^[a-z]+:\/\//, ""))
    .replace(/^www\./, "").replace(/[/:?#].*$/, "");
  const labels = host.split(".").filter(Boolean);
  if (labels.length === 0) return [];
  let label = labels.length >= 2 ? labels[labels.length - 2] : labels[0];
  if (
    labels.length >= 3 && labels[labels.length - 1].length === 2 &&
    ["co", "com", "org", "net", "ac", "gov", "edu"].includes(labels[labels.length - 2])
  ) label = labels[labels.length - 3];
  const spaced = normalizeText(label.replace(/-/g, " "));
  const joined = normalizeText(label.replace(/-/g, ""));
  return [...new Set([spaced, joined].filter((x) => x.length >= 3))];
}

/** Memo of pure word functions: a bounded cache, so repeated words are normalised once. */
function memo(fn: (word: string) => string): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let out = cache.get(word);
    if (out === undefined) {
      if (cache.size >= 100_000) cache.clear();
      out = fn(word);
      cache.set(word, out);
    }
    return out;
  };
}

/** A word's normalised form, without inner spaces. */
const normWord = memo((word) => normalizeText(word).replace(/ /g, ""));

/** The light stem of a normalised word. */
const stemWord = memo(stem);

/** Host (no www.) and lowercased path without trailing slash, with one URL parse. */
function urlParts(url: string): { host: string; path: string } {
  try {
    const u = new URL(url.trim(), "https://placeholder.invalid");
    const host = u.hostname === "placeholder.invalid"
      ? ""
      : u.hostname.replace(/^www\./, "").toLowerCase();
    return { host, path: (u.pathname.replace(/\/+$/, "") || "/").toLowerCase() };
  } catch {
    return { host: "", path: url.toLowerCase() };
  }
}

/** Splits text into words with their normalised forms. */
function words(text: string): { raw: string; norm: string }[] {
  const out: { raw: string; norm: string }[] = [];
  for (const raw of text.split(/[^\p{L}\p{N}'’]+/u)) {
    if (!raw) continue;
    const clean = raw.replace(/['’]s$/u, "").replace(/['’]/gu, "");
    // normalizeText can split a word (rare ligatures); normWord keeps the pieces together.
    const norm = normWord(clean);
    if (!norm) continue;
    out.push({ raw: clean, norm });
  }
  return out;
}

/** Removes brand word runs from a word list. */
function withoutBrand(list: { raw: string; norm: string }[], brands: readonly string[]) {
  let out = list;
  for (const brand of brands) {
    const parts = brand.split(" ");
    const kept: typeof list = [];
    for (let i = 0; i < out.length;) {
      if (parts.every((p, j) => out[i + j]?.norm === p)) {
        i += parts.length;
      } else {
        kept.push(out[i]);
        i++;
      }
    }
    out = kept;
  }
  return out;
}

/** Words that name the same thing in a topic ("attorney" and "lawyer"). */
const SYNONYMS: Readonly<Record<string, string>> = {
  attorney: "lawyer",
  attorneys: "lawyers",
  solicitor: "lawyer",
  solicitors: "lawyers",
};

/**
 * A number that is part of a standard's name ("SOC 2", "ISO 27001", "PCI DSS 4"): it follows a
 * short acronym-like word, not a list word ("top 10", "best 5").
 */
function standardNumber(previous: string | undefined): boolean {
  return previous !== undefined && /^[a-z]{2,5}$/.test(previous) &&
    !/^(top|best|the|in|for|of|and|with|our|your|all|only|over|under|than|ways|tips|steps)$/
      .test(previous);
}

/** The topic phrase of a text: display words, key, core stems and angles. */
function toPhrase(text: string, brands: readonly string[]): Phrase | null {
  const all = withoutBrand(words(text), brands);
  const list = all.filter((w, i) =>
    !FILLER.has(w.norm) && !/^(19|20)\d\d$/.test(w.norm) &&
    (!/^\d+$/.test(w.norm) || standardNumber(all[i - 1]?.norm))
  );
  // Trim stopwords at both ends ("the", "in", "a") but keep inner ones ("how to", "vs").
  let start = 0;
  let end = list.length;
  while (start < end && STOPWORDS.has(list[start].norm) && list[start].norm !== "how") start++;
  while (end > start && STOPWORDS.has(list[end - 1].norm)) end--;
  const kept = list.slice(start, end);
  if (kept.length === 0) return null;
  const angles = new Set<string>();
  const core = new Set<string>();
  const loose = new Set<string>();
  for (const w of kept) {
    const angle = ANGLE_WORDS[w.norm];
    if (angle) {
      angles.add(angle);
      continue;
    }
    if (STOPWORDS.has(w.norm)) continue;
    if (GENERIC.has(w.norm)) {
      loose.add(stemWord(w.norm));
      continue;
    }
    core.add(stemWord(SYNONYMS[w.norm] ?? w.norm));
  }
  // A phrase of only generic words ("best tools") keeps them as its core.
  const coreList = [...(core.size > 0 ? core : loose)].sort(byText);
  if (coreList.length === 0) return null;
  if (coreList.every((s) => NAVIGATION.has(s))) return null;
  const display = kept.map((w) =>
    /\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}/u.test(w.raw) ? w.raw : w.raw.toLowerCase()
  ).join(" ");
  return {
    display,
    key: kept.map((w) => w.norm).join(" "),
    core: coreList,
    angles: [...angles].sort(byText),
  };
}

/** The title part that names the topic: the first separator segment with a core term. */
function titleCandidates(title: string): string[] {
  const segments = title.split(/\s+[|–—-]\s+|\s*\|\s*|:\s+|\s+[·•]\s+/u).map((s) => s.trim())
    .filter(Boolean);
  return segments.length > 0 ? segments : [title];
}

function queryText(q: RankingQueryInput): string {
  return typeof q === "string" ? q : q.query;
}

/** Ranking queries ordered by clicks, impressions, volume, then position; input order on ties. */
function orderedQueries(list: readonly RankingQueryInput[]): RankingQueryInput[] {
  type Metrics = Exclude<RankingQueryInput, string>;
  const none: Partial<Metrics> = {};
  return list.map((q, i) => ({ q, i })).sort((a, b) => {
    const x: Partial<Metrics> = typeof a.q === "string" ? none : a.q;
    const y: Partial<Metrics> = typeof b.q === "string" ? none : b.q;
    return (y.clicks ?? -1) - (x.clicks ?? -1) ||
      (y.impressions ?? -1) - (x.impressions ?? -1) ||
      (y.search_volume ?? -1) - (x.search_volume ?? -1) ||
      (x.position ?? x.avg_position ?? 1e9) - (y.position ?? y.avg_position ?? 1e9) ||
      a.i - b.i;
  }).map((e) => e.q);
}

/** Canonical page type names for supplied values. */
const PAGE_TYPE_SYNONYMS: Record<string, string> = {
  blog: "blog_post",
  blog_post: "blog_post",
  blogpost: "blog_post",
  article: "blog_post",
  post: "blog_post",
  news: "blog_post",
  comparison: "comparison_page",
  comparison_page: "comparison_page",
  compare: "comparison_page",
  versus: "comparison_page",
  vs: "comparison_page",
  vs_page: "comparison_page",
  alternatives: "alternatives_page",
  alternative: "alternatives_page",
  alternatives_page: "alternatives_page",
  pricing: "pricing_page",
  pricing_page: "pricing_page",
  price: "pricing_page",
  listicle: "listicle",
  list: "listicle",
  best_of: "listicle",
  roundup: "listicle",
  tool: "tool_page",
  tool_page: "tool_page",
  tools: "tool_page",
  calculator: "tool_page",
  landing: "landing_page",
  landing_page: "landing_page",
  lp: "landing_page",
  template: "template_page",
  templates: "template_page",
  template_page: "template_page",
  glossary: "glossary_page",
  glossary_page: "glossary_page",
  definition: "glossary_page",
  integration: "integration_page",
  integrations: "integration_page",
  integration_page: "integration_page",
  feature: "feature_page",
  features: "feature_page",
  feature_page: "feature_page",
  product: "feature_page",
  product_page: "feature_page",
  solution: "solution_page",
  solutions: "solution_page",
  solution_page: "solution_page",
  use_case: "solution_page",
  case_study: "case_study",
  customer_story: "case_study",
  docs: "docs",
  documentation: "docs",
  help: "docs",
  guide: "guide",
  how_to: "guide",
  tutorial: "guide",
  homepage: "homepage",
  home: "homepage",
};

/** A supplied page_type in canonical form. */
export function normalisePageType(value: string): string {
  const key = normalizeText(value).replace(/ /g, "_").slice(0, 60);
  return PAGE_TYPE_SYNONYMS[key] ?? (key || "other");
}

/** Infers a page type from the title's wording first, then from URL patterns. */
export function inferPageType(url: string, title: string): string {
  return pageTypeOf(urlParts(url).path, normalisedWords(title));
}

/** A text's normalised words joined by spaces (memoised per word). */
function normalisedWords(text: string): string {
  return words(text).map((w) => w.norm).join(" ");
}

/** The page type from a path and an already normalised title. */
function pageTypeOf(path: string, normTitle: string): string {
  const dirs = `${path}/`;
  const text = ` ${normTitle} `;
  if (/ (vs|versus|compare|compared|comparison) /.test(text)) return "comparison_page";
  if (/ alternatives? /.test(text)) return "alternatives_page";
  if (/ (pricing|prices?|costs?) /.test(text)) return "pricing_page";
  if (/ (best|top) /.test(text)) return "listicle";
  if (/ templates? /.test(text)) return "template_page";
  if (/ (what is|what are|definition|meaning) /.test(text)) return "glossary_page";
  if (/ (calculator|generator|checker|converter) /.test(text)) return "tool_page";
  if (/ case stud(y|ies) /.test(text)) return "case_study";
  if (/ integrations? /.test(text)) return "integration_page";
  if (/ (how to|guide|tutorial) /.test(text)) return "guide";
  if (/\/(compare|comparisons?)\/|-vs-|\/vs\//.test(dirs)) return "comparison_page";
  if (/alternatives?\b/.test(path)) return "alternatives_page";
  if (/\/(pricing|plans)\//.test(dirs)) return "pricing_page";
  if (/\/integrations?\//.test(dirs)) return "integration_page";
  if (/\/templates?\//.test(dirs)) return "template_page";
  if (/\/(glossary|dictionary|definitions?)\//.test(dirs)) return "glossary_page";
  if (/\/tools?\/|calculator|generator|checker|converter/.test(dirs)) return "tool_page";
  if (/\/(customers?|case-stud(y|ies))\//.test(dirs)) return "case_study";
  if (/\/(docs|documentation|help|support)\//.test(dirs)) return "docs";
  if (/\/(guides?|how-to|tutorials?)\//.test(dirs)) return "guide";
  if (/\/(blog|articles?|news|posts?|resources?|learn|insights)\//.test(dirs)) return "blog_post";
  if (/\/(features?|product|platform)\//.test(dirs)) return "feature_page";
  if (/\/(practice-areas?|services?|treatments?|procedures?)\//.test(dirs)) return "service_page";
  if (/\/(solutions?|use-cases?|industr(y|ies))\//.test(dirs) || /\/for-/.test(path)) {
    return "solution_page";
  }
  if (path === "/") return "homepage";
  return classifyIntent(normTitle).intent === "informational" ? "blog_post" : "landing_page";
}

/** A supplied buyer_stage in canonical form, or null when it is not recognised. */
export function normaliseStage(value: string): BuyerStage | null {
  const key = normalizeText(value).replace(/ /g, "_");
  if (/^(awareness|tofu|top|top_of_funnel|informational|learn|discovery|education)$/.test(key)) {
    return "awareness";
  }
  if (
    /^(consideration|mofu|middle|middle_of_funnel|evaluation|research|commercial|comparison)$/
      .test(key)
  ) return "consideration";
  if (
    /^(decision|bofu|bottom|bottom_of_funnel|purchase|transactional|conversion|buy)$/.test(key)
  ) return "decision";
  return null;
}

/** Host without www of a domain or URL; for text that is no URL, its lowercased first part. */
function hostOf(value: string): string {
  const text = value.trim();
  const host = urlHost(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  return host || text.toLowerCase().replace(/[/?#].*$/, "");
}

/** The duplicate-detection key of a page URL: host (or the competitor's) + lowercased path. */
function pageKey(parts: { host: string; path: string }, fallbackHost: string): string {
  return `${parts.host || fallbackHost}${parts.path}`;
}

function num(...values: (number | undefined)[]): number | null {
  for (const v of values) if (typeof v === "number" && Number.isFinite(v)) return v;
  return null;
}

function maxOf(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

function minOf(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

interface Counters {
  duplicates: number;
  excluded: number;
  unknownStages: number;
  givenTypes: number;
  withMetrics: number;
  withTerms: number;
  ownerCompetitors: string[];
  mergedCompetitors: number;
}

/** Builds the facts of one competitor page, or null when it names no topic. */
function competitorPageFact(
  page: GapPageInput & { title: string },
  context: {
    competitor: number;
    brands: string[];
    host: string;
    parts: { host: string; path: string };
    counters: Counters;
  },
): PageFact | null {
  const { brands, counters } = context;
  // Login, careers, legal, contact, team and homepage pages are never topics.
  if (utilityPage(page.url, page.title ?? "")) {
    counters.excluded++;
    return null;
  }
  const queries = page.ranking_queries && page.ranking_queries.length > 0
    ? orderedQueries(page.ranking_queries).slice(0, MAX_QUERIES_READ)
    : [];
  const keywords = (page.keywords ?? []).slice(0, MAX_QUERIES_READ);
  const candidates = function* () {
    if (keywords.length > 0) yield keywords[0];
    if (queries.length > 0) yield queryText(queries[0]);
    yield* titleCandidates(page.title);
    yield page.title;
  };
  let phrase: Phrase | null = null;
  let source = page.title;
  for (const c of candidates()) {
    phrase = toPhrase(c, brands);
    if (phrase) {
      source = c;
      break;
    }
  }
  if (!phrase) {
    counters.excluded++;
    return null;
  }
  if (keywords.length > 0 || queries.length > 0) counters.withTerms++;
  let volume = num(page.volume, page.search_volume);
  let rank = num(page.rank, page.avg_position);
  let queryRank: number | null = null;
  for (const q of queries) {
    if (typeof q === "string") continue;
    volume = maxOf(volume, num(q.search_volume));
    queryRank = minOf(queryRank, num(q.position, q.avg_position));
  }
  if (rank === null) rank = queryRank;
  const traffic = num(page.traffic, page.estimated_traffic);
  if (traffic !== null || volume !== null) counters.withMetrics++;
  const normTitle = normalisedWords(page.title);
  let pageType: string;
  if (page.page_type) {
    pageType = normalisePageType(page.page_type);
    counters.givenTypes++;
  } else {
    // The topic phrase (a keyword or query) counts as much as the title's own wording.
    pageType = pageTypeOf(
      context.parts.path,
      source === page.title ? normTitle : `${normalisedWords(source)} ${normTitle}`,
    );
  }
  let stage: BuyerStage | null = page.buyer_stage ? normaliseStage(page.buyer_stage) : null;
  if (page.buyer_stage && !stage) counters.unknownStages++;
  if (!stage) {
    stage = pageType === "pricing_page" || pageType === "service_page"
      ? "decision"
      : ["comparison_page", "alternatives_page", "listicle"].includes(pageType)
      ? "consideration"
      : buyerStage(classifyIntent(`${phrase.key} ${normTitle}`).intent);
  }
  return {
    competitor: context.competitor,
    url: page.url,
    key: pageKey(context.parts, context.host),
    title: page.title,
    phrase,
    inputs: [page],
    pageType,
    stage,
    traffic,
    volume,
    rank,
    backlinks: num(page.backlinks),
  };
}

/** Merges a duplicate listing of a page into the first one (best metrics kept). */
function mergeDuplicate(into: PageFact, from: PageFact): void {
  into.traffic = maxOf(into.traffic, from.traffic);
  into.volume = maxOf(into.volume, from.volume);
  into.rank = minOf(into.rank, from.rank);
  into.backlinks = maxOf(into.backlinks, from.backlinks);
  into.inputs.push(...from.inputs);
}

/** The stems of an own page: title, keywords, ranking queries and URL slug words. */
function ownFact(page: GapPageInput): OwnFact {
  const texts = [
    page.title ?? "",
    ...(page.keywords ?? []),
    ...(page.ranking_queries ?? []).slice(0, 200).map(queryText),
    urlParts(page.url).path.replace(/[^\p{L}\p{N}]+/gu, " "),
  ];
  const stemSet = new Set<string>();
  const angles = new Set<string>();
  for (const t of texts) {
    for (const { norm } of words(t)) {
      const angle = ANGLE_WORDS[norm];
      if (angle) angles.add(angle);
      if (!STOPWORDS.has(norm)) stemSet.add(stemWord(norm));
    }
  }
  const queryRanks = new Map<string, number>();
  for (const q of page.ranking_queries ?? []) {
    if (typeof q === "string") continue;
    const position = num(q.position, q.avg_position);
    if (position !== null) queryRanks.set(normalizeText(q.query), position);
  }
  return {
    url: page.url,
    language: pageLanguage(page.url, page.title ?? ""),
    queryRanks,
    stems: stemSet,
    angles,
    rank: num(page.rank, page.avg_position),
  };
}

/** A page's language: its URL locale (`/de/`), else its title's; null when unknown. */
function pageLanguage(url: string, title: string): string | null {
  return languageOfUrl(url) ?? (title.trim() ? languageOfText(title) : null);
}

// ---------------------------------------------------------------------------
// The analysis
// ---------------------------------------------------------------------------

/**
 * Finds the topics competitors cover that the site's own pages do not, scores them
 * (coverage across competitors, demand, rank, link difficulty, stage) and returns the
 * opportunities with a page-type x buyer-stage matrix, titles and follow-up requests.
 */
export function analyzeCompetitorGap(
  input: CompetitorGapInput,
  _options: CompetitorGapOptions = {},
): CompetitorGapResult {
  const maxOpportunities = input.max_opportunities;
  const counters: Counters = {
    duplicates: 0,
    excluded: 0,
    unknownStages: 0,
    givenTypes: 0,
    withMetrics: 0,
    withTerms: 0,
    ownerCompetitors: [],
    mergedCompetitors: 0,
  };
  const ownerHost = input.target ? hostOf(input.target) : null;

  // Competitors: merge repeats of a domain; the owner's own domain counts as own pages.
  const competitorHosts: string[] = [];
  const competitorIndex = new Map<string, number>();
  const ownInputs: GapPageInput[] = [...(input.own_pages ?? [])];
  const pagesByKey = new Map<string, PageFact>();
  const pages: PageFact[] = [];
  let suppliedPages = 0;
  for (const competitor of input.competitors) {
    const host = hostOf(competitor.domain);
    if (ownerHost && host && (host === ownerHost || host.endsWith(`.${ownerHost}`))) {
      counters.ownerCompetitors.push(competitor.domain);
      ownInputs.push(...competitor.pages);
      continue;
    }
    let index = competitorIndex.get(host);
    if (index === undefined) {
      index = competitorHosts.length;
      competitorIndex.set(host, index);
      competitorHosts.push(host);
    } else {
      counters.mergedCompetitors++;
    }
    const brands = brandPhrases(competitor.domain);
    for (const page of competitor.pages) {
      suppliedPages++;
      const fact = competitorPageFact(page, {
        competitor: index,
        brands,
        host,
        parts: urlParts(page.url),
        counters,
      });
      if (!fact) continue;
      const seen = pagesByKey.get(fact.key);
      if (seen) {
        counters.duplicates++;
        mergeDuplicate(seen, fact);
        continue;
      }
      pagesByKey.set(fact.key, fact);
      pages.push(fact);
    }
  }
  const totalCompetitors = competitorHosts.length;

  const topics = groupTopics(pages);
  const own = ownInputs.map(ownFact);
  const ownIndex = new Map<string, number[]>();
  own.forEach((o, i) => {
    for (const s of o.stems) {
      const list = ownIndex.get(s);
      if (list) list.push(i);
      else ownIndex.set(s, [i]);
    }
  });

  const stats = topics.map((t) => topicStats(t, { own, ownIndex }));
  const gaps = stats.filter((s) => s.gapType !== null);
  const covered = stats.filter((s) => s.gapType === null);

  // Focus topics filter the gaps (with a reported fallback when none matches).
  let focus: CompetitorGapResult["focus"] = null;
  let reportable = gaps;
  if (input.focus_topics && input.focus_topics.length > 0) {
    const matched: { focus_topic: string; gap_topics: number }[] = [];
    const unmatched: string[] = [];
    const keep = new Set<TopicStats>();
    for (const f of input.focus_topics) {
      const want = new Set(stems(f));
      let n = 0;
      if (want.size > 0) {
        const needed = want.size >= 3 ? 2 / 3 : 1;
        for (const g of gaps) {
          if (containment(want, topicTermStems(g.topic)) >= needed - 1e-9) {
            keep.add(g);
            n++;
          }
        }
      }
      if (n > 0) matched.push({ focus_topic: f, gap_topics: n });
      else unmatched.push(f);
    }
    const applied = keep.size > 0;
    // A filter that matches nothing reports nothing (and says so), never everything.
    reportable = gaps.filter((g) => keep.has(g));
    focus = { mode: "filter", topics: [...input.focus_topics], applied, matched, unmatched };
  }

  const maxDemand = reportable.reduce((m, g) => Math.max(m, demandOf(g) ?? 0), 0);
  const available: Available = {
    demand: reportable.some((g) => demandOf(g) !== null),
    rank: reportable.some((g) => g.bestRank !== null),
    ease: reportable.some((g) => g.medianBacklinks !== null),
  };
  const scored = reportable.map((g) => ({
    g,
    ...scoreTopic(g, { totalCompetitors, maxDemand, available }),
  }));
  scored.sort((a, b) =>
    b.score - a.score ||
    b.g.competitors.length - a.g.competitors.length ||
    (demandOf(b.g) ?? -1) - (demandOf(a.g) ?? -1) ||
    byText(a.g.head, b.g.head) ||
    byText(a.g.topic.key, b.g.topic.key)
  );
  const chosen = scored.slice(0, maxOpportunities);
  const opportunities = chosen.map((s, i) =>
    toOpportunity(s.g, {
      rank: i + 1,
      score: s.score,
      components: s.components,
      totalCompetitors,
      hosts: competitorHosts,
    })
  );

  const matrix = buildMatrix({ pages, stats, opportunities, hosts: competitorHosts });
  const suggested = opportunities.map((o) => suggestTitles(o));
  const nextEndpoints = opportunities.map((o) => ({
    rank: o.rank,
    topic: o.topic,
    calls: callsFor(o, input.target),
  }));
  const coveredList = covered
    .map((c) => ({
      topic: c.head,
      own_url: c.coverage.url,
      competitors_covering: c.competitors.length,
      competitor_pages: c.topic.pages.length,
    }))
    .sort((a, b) =>
      b.competitors_covering - a.competitors_covering || b.competitor_pages - a.competitor_pages ||
      byText(a.topic, b.topic)
    )
    .slice(0, 50);

  const summary = {
    competitors: totalCompetitors,
    competitor_pages: pages.length,
    duplicate_pages: counters.duplicates,
    excluded_pages: counters.excluded,
    own_pages: own.length,
    topics: stats.length,
    covered_topics: covered.length,
    gap_topics: gaps.length,
    opportunities: opportunities.length,
    high_priority: opportunities.filter((o) => o.priority === "high").length,
  };

  const workflow = buildWorkflow({
    input,
    summary,
    opportunities,
    nextEndpoints,
    focus,
    counters,
    suppliedPages,
    pages,
    reportableCount: reportable.length,
    maxOpportunities,
  });

  const figures: [string, string | number][] = [
    ["Competitors analysed", summary.competitors],
    ["Competitor pages (unique)", summary.competitor_pages],
    ["Topics found", summary.topics],
    ["Topics you already cover", summary.covered_topics],
    ["Gap topics", summary.gap_topics],
    ["Opportunities reported", `${summary.opportunities} (${summary.high_priority} high priority)`],
  ];
  for (const o of opportunities.slice(0, 3)) {
    figures.push([
      `#${o.rank} ${o.topic}`,
      `score ${o.priority_score}, ${o.competitors_covering}/${totalCompetitors} competitors, ${o.gap_type}`,
    ]);
  }
  const markdown = markdownSummary({
    title: "Competitor gap matrix",
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });

  return {
    summary,
    method: { ...METHOD, weights: { ...WEIGHTS }, bands: { ...BANDS } },
    focus,
    opportunities,
    covered_topics: coveredList,
    matrix,
    suggested_titles: suggested,
    next_endpoints: nextEndpoints,
    agent_workflow: workflow,
    markdown_summary: markdown,
  };
}

/** Groups pages into topics by stem key, then folds one-term refinements into their parent. */
function groupTopics(pages: readonly PageFact[]): Topic[] {
  const byKey = new Map<string, Topic>();
  for (const p of pages) {
    const key = `${p.phrase.core.join(" ")}|${p.phrase.angles.join("+")}`;
    let topic = byKey.get(key);
    if (!topic) {
      topic = { key, core: p.phrase.core, angles: p.phrase.angles, pages: [], parent: null };
      byKey.set(key, topic);
    }
    topic.pages.push(p);
  }
  const root = (t: Topic): Topic => {
    let r = t;
    while (r.parent) r = r.parent;
    return r;
  };
  const order = [...byKey.values()].sort((a, b) =>
    a.core.length - b.core.length || b.pages.length - a.pages.length || byText(a.key, b.key)
  );
  for (const child of order) {
    if (child.core.length < 2) continue;
    let best: Topic | null = null;
    for (let i = 0; i < child.core.length; i++) {
      const core = child.core.filter((_, j) => j !== i);
      const parent = byKey.get(`${core.join(" ")}|${child.angles.join("+")}`);
      if (!parent) continue;
      const top = root(parent);
      if (top === child) continue;
      // A one-word parent ("email") is too broad to absorb "email marketing", unless an
      // angle narrows it ("mixpanel alternatives" absorbs "mixpanel alternatives for startups").
      if (parent.core.length < 2 && parent.angles.length === 0) continue;
      if (
        !best || root(best).pages.length < top.pages.length ||
        (root(best).pages.length === top.pages.length && byText(top.key, root(best).key) < 0)
      ) best = parent;
    }
    if (best) {
      const top = root(best);
      child.parent = top;
      top.pages.push(...child.pages);
      child.pages = [];
    }
  }
  return order.filter((t) => t.parent === null && t.pages.length > 0)
    .sort((a, b) => byText(a.key, b.key));
}

/** All stems a topic's pages mention (titles, keywords, queries), for focus matching. */
function topicTermStems(topic: Topic): Set<string> {
  const out = new Set<string>(topic.core);
  for (const p of topic.pages) {
    for (const input of p.inputs) {
      const texts = [
        input.title ?? "",
        ...(input.keywords ?? []).slice(0, MAX_QUERIES_READ),
        ...(input.ranking_queries ?? []).slice(0, MAX_QUERIES_READ).map(queryText),
      ];
      for (const t of texts) for (const s of stems(t)) out.add(s);
    }
  }
  return out;
}

/** The most common value (ties: larger weight, then text order). */
function dominant<T extends string>(values: { value: T; weight: number }[]): T {
  const tally = new Map<T, { n: number; w: number }>();
  for (const v of values) {
    const t = tally.get(v.value) ?? { n: 0, w: 0 };
    t.n++;
    t.w += v.weight;
    tally.set(v.value, t);
  }
  return [...tally.entries()].sort((a, b) =>
    b[1].n - a[1].n || b[1].w - a[1].w || byText(a[0], b[0])
  )[0][0];
}

function topicStats(
  topic: Topic,
  ctx: { own: OwnFact[]; ownIndex: Map<string, number[]> },
): TopicStats {
  const weight = (p: PageFact) => p.traffic ?? p.volume ?? 0;
  // Head phrase: the most common phrase; ties by demand, then the shorter, then text order.
  const phraseTally = new Map<string, { display: string; n: number; w: number }>();
  for (const p of topic.pages) {
    const t = phraseTally.get(p.phrase.key) ?? { display: p.phrase.display, n: 0, w: 0 };
    t.n++;
    t.w += weight(p);
    phraseTally.set(p.phrase.key, t);
  }
  const phrases = [...phraseTally.entries()].sort((a, b) =>
    b[1].n - a[1].n || b[1].w - a[1].w || a[0].length - b[0].length || byText(a[0], b[0])
  );
  const head = truncate(phrases[0][1].display, 200);
  // Related keywords: the topic's other phrases, then its pages' secondary keywords/queries.
  const related = new Set<string>();
  for (const [key] of phrases.slice(0, 11)) related.add(truncate(key, 200));
  for (const p of topic.pages) {
    if (related.size >= 11) break;
    for (const input of p.inputs) {
      const more = [
        ...(input.keywords ?? []).slice(1, 10),
        ...(input.ranking_queries ?? []).slice(1, 10).map(queryText),
      ];
      for (const o of more) {
        if (related.size >= 11) break;
        const n = truncate(normalizeText(o), 200);
        if (n) related.add(n);
      }
    }
  }
  related.delete(normalizeText(head));

  const competitors = [...new Set(topic.pages.map((p) => p.competitor))].sort((a, b) => a - b);
  let traffic: number | null = null;
  let volume: number | null = null;
  let bestRank: number | null = null;
  const links: number[] = [];
  for (const p of topic.pages) {
    if (p.traffic !== null) traffic = (traffic ?? 0) + p.traffic;
    volume = maxOf(volume, p.volume);
    bestRank = minOf(bestRank, p.rank);
    if (p.backlinks !== null) links.push(p.backlinks);
  }
  links.sort((a, b) => a - b);
  const medianBacklinks = links.length === 0
    ? null
    : links.length % 2 === 1
    ? links[(links.length - 1) / 2]
    : (links[links.length / 2 - 1] + links[links.length / 2]) / 2;
  const pageType = dominant(topic.pages.map((p) => ({ value: p.pageType, weight: weight(p) })));
  const stage = dominant(topic.pages.map((p) => ({ value: p.stage, weight: weight(p) })));

  // A topic in another language than an own page is not covered by it (no hreflang match).
  // A few pages tell a topic's language (detection is the costly part of a big request).
  const languages = topic.pages.slice(0, 3).map((p) => pageLanguage(p.url, p.title))
    .filter((l) => l !== null);
  const language = languages.length > 0
    ? dominant(languages.map((value) => ({ value, weight: 1 })))
    : null;
  const coverage = ownCoverage(topic, { ...ctx, language, query: normalizeText(head) });
  let gapType: GapType | null;
  // A service needs its own page: another service's page only sharing words does not hold it.
  if (
    coverage.status === "none" || (coverage.status === "partial" && pageType === "service_page")
  ) {
    gapType = "missing";
  } else if (coverage.status === "partial") gapType = "partial";
  else if (
    coverage.own_rank !== null && coverage.own_rank > 20 && bestRank !== null && bestRank <= 10
  ) gapType = "underperforming";
  else gapType = null;

  return {
    topic,
    head,
    competitors,
    traffic: traffic === null ? null : round(traffic, 2),
    volume,
    bestRank,
    medianBacklinks,
    pageType,
    stage,
    related: [...related].slice(0, 10),
    coverage,
    gapType,
    language,
  };
}

/** The own page that best covers a topic (inverted index on stems). */
function ownCoverage(
  topic: Topic,
  ctx: {
    own: OwnFact[];
    ownIndex: Map<string, number[]>;
    language: string | null;
    /** The topic's head query: an own page's position on it beats its page average. */
    query: string;
  },
): GapOpportunity["own_coverage"] {
  const hits = new Map<number, number>();
  const sameLanguage = (o: OwnFact) =>
    ctx.language === null || o.language === null || o.language === ctx.language;
  for (const s of topic.core) {
    for (const i of ctx.ownIndex.get(s) ?? []) {
      if (sameLanguage(ctx.own[i])) hits.set(i, (hits.get(i) ?? 0) + 1);
    }
  }
  let best: { i: number; n: number; angle: boolean } | null = null;
  for (const [i, n] of hits) {
    const o = ctx.own[i];
    const angle = topic.angles.every((a) => o.angles.has(a));
    if (
      !best || n > best.n || (n === best.n && angle && !best.angle) ||
      (n === best.n && angle === best.angle && betterOwn(o, ctx.own[best.i]))
    ) best = { i, n, angle };
  }
  if (!best) {
    return {
      status: "none",
      url: null,
      containment: 0,
      matched_terms: [],
      angle_match: false,
      own_rank: null,
    };
  }
  const o = ctx.own[best.i];
  const share = best.n / topic.core.length;
  const matched = topic.core.filter((s) => o.stems.has(s));
  const status = share === 1 && best.angle
    ? "covered"
    : share === 1 || (share >= 0.5 && topic.core.length >= 2)
    ? "partial"
    : "none";
  return {
    status,
    url: status === "none" ? null : o.url,
    containment: round(share, 2),
    matched_terms: matched,
    angle_match: best.angle,
    own_rank: status === "none" ? null : o.queryRanks.get(ctx.query) ?? o.rank,
  };
}

function betterOwn(a: OwnFact, b: OwnFact): boolean {
  const ra = a.rank ?? 1e9;
  const rb = b.rank ?? 1e9;
  return ra < rb || (ra === rb && byText(a.url, b.url) < 0);
}

function demandOf(g: TopicStats): number | null {
  if (g.traffic === null && g.volume === null) return null;
  return Math.max(g.traffic ?? 0, g.volume ?? 0);
}

/** Which optional score parts any reportable topic has data for. */
interface Available {
  demand: boolean;
  rank: boolean;
  ease: boolean;
}

function scoreTopic(
  g: TopicStats,
  ctx: { totalCompetitors: number; maxDemand: number; available: Available },
): { score: number; components: GapOpportunity["score_components"] } {
  const { available } = ctx;
  const coverage = Math.min(
    1,
    Math.log(1 + g.competitors.length) /
      Math.log(1 + Math.max(ctx.totalCompetitors, COVERAGE_FLOOR)),
  );
  const d = demandOf(g);
  // A part is scored when any reportable topic has data for it; a topic without that data
  // then gets the part's "unknown" value: demand 0, rank 0, ease 0.5 (neutral difficulty).
  const demand = !available.demand
    ? null
    : d === null || ctx.maxDemand <= 0
    ? 0
    : Math.log1p(d) / Math.log1p(ctx.maxDemand);
  const rank = !available.rank
    ? null
    : g.bestRank === null
    ? 0
    : g.bestRank <= 3
    ? 1
    : Math.max(0, (50 - g.bestRank) / 47);
  const ease = !available.ease
    ? null
    : g.medianBacklinks === null
    ? 0.5
    : 1 / (1 + Math.log10(1 + g.medianBacklinks));
  const stage = STAGE_VALUE[g.stage];
  const parts: [number, number | null][] = [
    [WEIGHTS.coverage, coverage],
    [WEIGHTS.demand, demand],
    [WEIGHTS.rank, rank],
    [WEIGHTS.ease, ease],
    [WEIGHTS.stage, stage],
  ];
  let sum = 0;
  let weights = 0;
  for (const [w, v] of parts) {
    if (v === null) continue;
    sum += w * v;
    weights += w;
  }
  return {
    score: round((100 * sum) / weights, 1),
    components: {
      coverage: round(coverage, 3),
      demand: demand === null ? null : round(demand, 3),
      rank: rank === null ? null : round(rank, 3),
      ease: ease === null ? null : round(ease, 3),
      stage,
    },
  };
}

const PAGE_TYPE_LABEL: Record<string, string> = {
  blog_post: "blog post",
  guide: "guide",
  comparison_page: "comparison page",
  alternatives_page: "alternatives page",
  pricing_page: "pricing page",
  listicle: "best-of list",
  integration_page: "integration page",
  template_page: "template page",
  glossary_page: "glossary page",
  tool_page: "tool page",
  case_study: "case study",
  docs: "docs page",
  feature_page: "feature page",
  solution_page: "solution page",
  landing_page: "landing page",
  homepage: "landing page",
};

function typeLabel(pageType: string): string {
  return PAGE_TYPE_LABEL[pageType] ?? pageType.replace(/_/g, " ");
}

/** "a guide", "an alternatives page". */
function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;
}

function toOpportunity(
  g: TopicStats,
  ctx: {
    rank: number;
    score: number;
    components: GapOpportunity["score_components"];
    totalCompetitors: number;
    hosts: string[];
  },
): GapOpportunity {
  const priority: Priority = ctx.score >= BANDS.high
    ? "high"
    : ctx.score >= BANDS.medium
    ? "medium"
    : "low";
  const top = [...g.topic.pages].sort((a, b) =>
    (b.traffic ?? -1) - (a.traffic ?? -1) || (a.rank ?? 1e9) - (b.rank ?? 1e9) ||
    byText(a.key, b.key)
  ).slice(0, 3).map((p) => ({
    url: p.url,
    domain: ctx.hosts[p.competitor],
    title: p.title,
    traffic: p.traffic,
    rank: p.rank,
  }));
  const gapType = g.gapType ?? "missing";
  const label = typeLabel(g.pageType);
  const action = gapType === "missing"
    ? `Create ${withArticle(label)} targeting "${g.head}"`
    : gapType === "partial" && !g.coverage.angle_match
    ? `Create ${
      withArticle(label)
    } for "${g.head}" and link it from ${g.coverage.url}, which covers the subject from another angle`
    : gapType === "partial"
    ? `Expand ${g.coverage.url} to cover "${g.head}" fully`
    : `Improve ${g.coverage.url} for "${g.head}": it ranks #${g.coverage.own_rank} where competitors rank #${g.bestRank}`;
  return {
    rank: ctx.rank,
    topic: g.head,
    topic_key: g.topic.key,
    language: g.language,
    core_terms: [...g.topic.core],
    modifiers: [...g.topic.angles],
    gap_type: gapType,
    priority,
    priority_score: ctx.score,
    score_components: ctx.components,
    competitors_covering: g.competitors.length,
    competitor_share: ctx.totalCompetitors === 0
      ? 0
      : round(g.competitors.length / ctx.totalCompetitors, 3),
    competitor_domains: g.competitors.map((i) => ctx.hosts[i]).sort(byText).slice(0, 10),
    competitor_pages: g.topic.pages.length,
    top_pages: top,
    traffic: g.traffic,
    volume: g.volume,
    best_rank: g.bestRank,
    median_backlinks: g.medianBacklinks,
    page_type: g.pageType,
    buyer_stage: g.stage,
    own_coverage: g.coverage,
    related_keywords: g.related,
    recommended_action: action,
  };
}

function buildMatrix(f: {
  pages: PageFact[];
  stats: TopicStats[];
  opportunities: GapOpportunity[];
  hosts: string[];
}): CompetitorGapResult["matrix"] {
  const cells = new Map<string, MatrixCell & { domains: Set<number> }>();
  const cellOf = (pageType: string, stage: BuyerStage) => {
    const key = `${pageType}\u0000${stage}`;
    let c = cells.get(key);
    if (!c) {
      c = {
        page_type: pageType,
        buyer_stage: stage,
        competitor_pages: 0,
        competitors: 0,
        covered_topics: 0,
        gap_topics: 0,
        opportunities: 0,
        top_topics: [],
        domains: new Set(),
      };
      cells.set(key, c);
    }
    return c;
  };
  for (const p of f.pages) {
    const c = cellOf(p.pageType, p.stage);
    c.competitor_pages++;
    c.domains.add(p.competitor);
  }
  for (const s of f.stats) {
    const c = cellOf(s.pageType, s.stage);
    if (s.gapType === null) c.covered_topics++;
    else c.gap_topics++;
  }
  for (const o of f.opportunities) {
    const c = cellOf(o.page_type, o.buyer_stage);
    c.opportunities++;
    if (c.top_topics.length < 3) c.top_topics.push(o.topic);
  }
  const typeTotals = new Map<string, number>();
  for (const c of cells.values()) {
    typeTotals.set(c.page_type, (typeTotals.get(c.page_type) ?? 0) + c.competitor_pages);
  }
  const pageTypes = [...typeTotals.entries()].sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .map(([t]) => t);
  const typeOrder = new Map(pageTypes.map((t, i) => [t, i]));
  const list = [...cells.values()].map(({ domains, ...c }) => ({ ...c, competitors: domains.size }))
    .sort((a, b) =>
      typeOrder.get(a.page_type)! - typeOrder.get(b.page_type)! ||
      BUYER_STAGES.indexOf(a.buyer_stage) - BUYER_STAGES.indexOf(b.buyer_stage)
    );
  return { page_types: pageTypes, buyer_stages: [...BUYER_STAGES], cells: list };
}

/** Title case that keeps acronyms and brand casing. */
function titleCase(text: string): string {
  const list = text.split(" ").filter(Boolean);
  return list.map((w, i) => {
    if (i > 0 && SMALL_WORDS.has(w)) return w;
    if (/\p{Lu}/u.test(w)) return w;
    // The acronym of a standard keeps its capitals ("SOC 2", "ISO 27001").
    if (/^\d+$/.test(list[i + 1] ?? "") && standardNumber(w)) return w.toUpperCase();
    const [first, ...rest] = Array.from(w);
    return first.toUpperCase() + rest.join("");
  }).join(" ");
}

/** The topic without its angle and generic qualifiers: "best mixpanel alternatives" -> "mixpanel". */
function coreDisplay(topic: string): string {
  const list = topic.split(" ").filter((w) => {
    const n = normalizeText(w);
    return !ANGLE_WORDS[n] && !GENERIC.has(n) && n !== "";
  });
  while (list.length > 0 && STOPWORDS.has(normalizeText(list[0]))) list.shift();
  while (list.length > 0 && STOPWORDS.has(normalizeText(list[list.length - 1]))) list.pop();
  return list.length > 0 ? list.join(" ") : topic;
}

function suggestTitles(o: GapOpportunity): SuggestedTitles {
  const H = titleCase(o.topic);
  if (o.language !== null && o.language !== "en") {
    // No English template words around a topic in another language: the topic is the title.
    return {
      rank: o.rank,
      topic: o.topic,
      page_type: o.page_type,
      buyer_stage: o.buyer_stage,
      titles: [{
        title: H,
        length: Array.from(H).length,
        over_60_chars: Array.from(H).length > 60,
      }],
    };
  }
  const C = titleCase(coreDisplay(o.topic));
  const isVs = /(^| )(vs|versus)( |$)/i.test(o.topic);
  const howTo = /^how to /i.test(o.topic);
  let titles: string[];
  if (o.modifiers.includes("examples")) {
    titles = [`${C} Examples: What Good Looks Like`, `${C} Examples and How to Create Your Own`];
  } else {
    switch (o.page_type) {
      case "comparison_page":
        titles = isVs
          ? [`${H}: Key Differences Compared`, `${H}: Which Is Right for You?`]
          : [`${C} Compared: Options Side by Side`, `How to Compare ${C} Options`];
        break;
      case "alternatives_page":
        titles = [
          `${C} Alternatives: Options Compared`,
          `Best ${C} Alternatives and How to Choose`,
        ];
        break;
      case "listicle":
        titles = [`Best ${C}: How the Top Options Compare`, `${C}: How to Choose the Right One`];
        break;
      case "pricing_page":
        titles = [`${C} Pricing: Plans and Costs Explained`, `How Much Does ${C} Cost?`];
        break;
      case "integration_page":
        titles = [`${C} Integration: Setup and Use Cases`, `How to Connect ${C}`];
        break;
      case "template_page":
        titles = [
          `${C} Template: What to Include and How to Use It`,
          `${C} Templates and Examples`,
        ];
        break;
      case "glossary_page":
        titles = [`What Is ${C}? Definition and Examples`, `${C}: Meaning and How It Works`];
        break;
      case "tool_page":
        titles = [`${H}: How It Works and How to Use It`, `${H}: Inputs, Results and Tips`];
        break;
      case "case_study":
        titles = [`${C} Case Study: Approach and Lessons`, `How Teams Approach ${C}: A Case Study`];
        break;
      case "docs":
        titles = [`${H}: Setup and Documentation`, `How to Set Up ${C}`];
        break;
      case "service_page":
        // A service page is named by its service and place; the searcher wants to hire.
        titles = [H, `${H}: How We Can Help`];
        break;
      case "feature_page":
      case "solution_page":
      case "landing_page":
      case "homepage":
        titles = o.buyer_stage === "decision"
          ? [`${H}: Features and Pricing`, `${H}: How It Works and How to Get Started`]
          : [`${H}: Features and Use Cases`, `${H}: How It Works`];
        break;
      default:
        titles = howTo
          ? [`${H}: Step-by-Step Guide`, `${H} (With Examples)`]
          : o.buyer_stage === "awareness"
          ? [`${H}: A Practical Guide`, `What Is ${H}? A Complete Guide`]
          : o.buyer_stage === "consideration"
          ? [`${H}: How to Evaluate Your Options`, `${H}: A Buyer's Guide`]
          : [`${H}: Features, Pricing and How to Choose`, `${H}: What to Know Before You Buy`];
    }
  }
  const unique = [...new Set(titles)];
  return {
    rank: o.rank,
    topic: o.topic,
    page_type: o.page_type,
    buyer_stage: o.buyer_stage,
    titles: unique.map((title) => {
      const length = Array.from(title).length;
      return { title, length, over_60_chars: length > 60 };
    }),
  };
}

/** The page_type enum of `/content/brief` closest to a gap page type. */
function briefPageType(pageType: string): string {
  switch (pageType) {
    case "blog_post":
      return "blog_post";
    case "guide":
    case "glossary_page":
    case "template_page":
    case "docs":
      return "guide";
    case "comparison_page":
    case "alternatives_page":
    case "listicle":
      return "comparison_page";
    case "tool_page":
      return "tool_page";
    case "pricing_page":
    case "feature_page":
    case "solution_page":
    case "landing_page":
    case "homepage":
    case "integration_page":
      return "landing_page";
    default:
      return "auto";
  }
}

/** At most `max` UTF-16 code units of a text, cut between code points, trimmed. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text.trim();
  let out = "";
  for (const ch of text.trim()) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
}

/** A keyword usable in a follow-up request (1-200 characters after trimming). */
function requestKeyword(text: string): string | null {
  const k = truncate(text, 200);
  return k.length > 0 ? k : null;
}

function callsFor(o: GapOpportunity, target: string | undefined): NextCall[] {
  const keyword = requestKeyword(o.topic);
  if (!keyword) return [];
  const withTarget = (body: Record<string, unknown>) => target ? { ...body, target } : body;
  const calls: NextCall[] = [];
  const ownUrl = o.own_coverage.url
    ? absoluteUrl(o.own_coverage.url, target ? siteOrigin(target) : null)
    : null;
  // A partial page with another angle (a review page for an alternatives topic) is no home
  // for the topic: a new page is briefed instead.
  const refresh = o.gap_type === "underperforming" ||
    (o.gap_type === "partial" && o.own_coverage.angle_match);
  if (refresh && ownUrl) {
    const body: Record<string, unknown> = {
      url: ownUrl,
      keyword,
      refresh_goal: o.gap_type === "underperforming" ? "recover_rankings" : "expand_topic_depth",
    };
    const r = o.own_coverage.own_rank;
    if (r !== null && Number.isInteger(r) && r >= 1 && r <= 1000) body.current_rank = r;
    calls.push({
      endpoint: "/content/refresh-brief",
      reason:
        `Your page ${o.own_coverage.url} is the natural home for "${o.topic}"; get a gap-based refresh brief`,
      body: withTarget(body),
    });
  } else {
    calls.push({
      endpoint: "/content/serp-outline",
      reason: `See what the SERP for "${o.topic}" expects before writing the ${
        typeLabel(o.page_type)
      }`,
      body: withTarget({ keyword }),
    });
    calls.push({
      endpoint: "/content/brief",
      reason: `Get a writer-ready brief for the new ${typeLabel(o.page_type)} on "${o.topic}"`,
      body: withTarget({ keyword, page_type: briefPageType(o.page_type) }),
    });
  }
  if (o.volume === null) {
    const keywords = [...new Set([keyword, ...o.related_keywords.map(requestKeyword)])]
      .filter((k): k is string => k !== null).slice(0, 10);
    calls.push({
      endpoint: "/keyword-metrics/overview",
      reason:
        `No search volume was supplied for "${o.topic}"; measure its demand before committing`,
      body: { keywords },
    });
  }
  return calls;
}

interface WorkflowFacts {
  input: CompetitorGapInput;
  summary: CompetitorGapResult["summary"];
  opportunities: GapOpportunity[];
  nextEndpoints: NextEndpoints[];
  focus: CompetitorGapResult["focus"];
  counters: Counters;
  suppliedPages: number;
  pages: PageFact[];
  reportableCount: number;
  maxOpportunities: number;
}

function decide(f: WorkflowFacts): string {
  const o = f.opportunities;
  if (o.length === 0 || o[0].priority === "low") return "no_material_gaps";
  const high = o.filter((x) => x.priority === "high").length;
  return high >= 3 ? "build_gap_pages" : "close_priority_gaps";
}

function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const decision = decide(f);
  const total = f.summary.competitors;
  const actions: RecommendedAction[] = [];
  for (const o of f.opportunities.slice(0, 5)) {
    const facts = [`${o.competitors_covering} of ${total} competitors cover it`];
    if (o.traffic !== null) facts.push(`their pages get ${o.traffic} visits/month`);
    if (o.volume !== null) facts.push(`top volume ${o.volume}`);
    if (o.best_rank !== null) facts.push(`best competitor rank #${o.best_rank}`);
    actions.push({
      action: o.recommended_action,
      priority: o.priority,
      reason: `Score ${o.priority_score}: ${facts.join(", ")}`,
      target: o.gap_type === "missing" || !o.own_coverage.angle_match
        ? o.topic
        : o.own_coverage.url ?? o.topic,
    });
  }
  if (f.opportunities.length > 0 && f.opportunities.some((o) => o.volume === null)) {
    actions.push({
      action: "Measure search volume for the gap topics before scheduling them",
      priority: "medium",
      reason: `${
        f.opportunities.filter((o) => o.volume === null).length
      } reported opportunities have no volume in the supplied data`,
    });
  }
  if (f.summary.own_pages === 0) {
    actions.push({
      action: "Re-run with own_pages to exclude topics you already cover",
      priority: "medium",
      reason: "No own pages were supplied, so every competitor topic counts as a gap",
    });
  }
  if (decision === "no_material_gaps") {
    actions.push({
      action: "Keep the current content plan; re-check competitors next quarter",
      priority: "low",
      reason: f.opportunities.length === 0
        ? `No competitor topic is missing from your pages (${f.summary.covered_topics} of ${f.summary.topics} covered)`
        : `The best remaining gap scores ${
          f.opportunities[0].priority_score
        } (below ${BANDS.medium})`,
    });
  }

  const evidence: Evidence[] = [
    { claim: "Competitors analysed", value: total, source: "competitors" },
    {
      claim: "Unique competitor pages analysed",
      value: f.summary.competitor_pages,
      source: "competitors[].pages",
    },
    { claim: "Topics found across competitor pages", value: f.summary.topics, source: "summary" },
    {
      claim: "Topics your own pages already cover",
      value: f.summary.covered_topics,
      source: "own_pages",
    },
    {
      claim: "Gap topics (missing, partial or underperforming)",
      value: f.summary.gap_topics,
      source: "summary",
    },
  ];
  for (const o of f.opportunities.slice(0, 3)) {
    evidence.push({
      claim: `"${o.topic}": priority score`,
      value: o.priority_score,
      source: `opportunities[${o.rank - 1}].priority_score`,
    }, {
      claim: `"${o.topic}": competitors covering it`,
      value: o.competitors_covering,
      source: `opportunities[${o.rank - 1}].competitors_covering`,
    });
    if (o.traffic !== null) {
      evidence.push({
        claim: `"${o.topic}": competitor traffic (sum, monthly)`,
        value: o.traffic,
        source: `competitors[].pages[].traffic`,
      });
    }
  }
  if (f.counters.duplicates > 0) {
    evidence.push({
      claim: "Duplicate page listings merged",
      value: f.counters.duplicates,
      source: "competitors[].pages[].url",
    });
  }

  const nextCalls: NextCall[] = [];
  const heads = [
    ...new Set(
      f.opportunities.map((o) => requestKeyword(o.topic)).filter((k): k is string => k !== null),
    ),
  ].slice(0, 100);
  if (heads.length > 0 && f.opportunities.some((o) => o.volume === null)) {
    nextCalls.push({
      endpoint: "/keyword-metrics/overview",
      reason: "Measure search volume and difficulty of the gap topics to confirm the ranking",
      body: { keywords: heads },
    });
  }
  for (const n of f.nextEndpoints.slice(0, 3)) {
    const call = n.calls.find((c) => c.endpoint !== "/keyword-metrics/overview");
    if (call) nextCalls.push(call);
  }

  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f, decision),
    recommended_actions: actions,
    evidence,
    limitations: limitationsOf(f),
    next_calls: nextCalls,
  });
}

function summaryOf(f: WorkflowFacts, decision: string): string {
  const s = f.summary;
  const head = `${s.competitors} competitor${
    s.competitors === 1 ? " covers" : "s cover"
  } ${s.topics} topic${s.topics === 1 ? "" : "s"} across ${s.competitor_pages} page${
    s.competitor_pages === 1 ? "" : "s"
  }; you cover ${s.covered_topics}, leaving ${s.gap_topics} gap${s.gap_topics === 1 ? "" : "s"}`;
  const focus = f.focus && !f.focus.applied
    ? ` The focus topic(s) ${
      f.focus.unmatched.map((t) => `"${t}"`).join(", ")
    } matched no competitor page, so no gap is reported.`
    : "";
  const top = f.opportunities[0];
  const what = decision === "build_gap_pages"
    ? `Build a batch of gap pages: ${s.high_priority} are high priority, led by "${top.topic}" (score ${top.priority_score}).`
    : decision === "close_priority_gaps"
    ? `Close the priority gaps first, starting with "${top.topic}" (score ${top.priority_score}).`
    : "No material gap: nothing scores medium or higher.";
  return `${head}.${focus} ${what}`;
}

function confidenceOf(f: WorkflowFacts): number {
  const pages = Math.max(1, f.summary.competitor_pages);
  let c = 0.45;
  c += 0.15 * (f.counters.withTerms / pages);
  c += 0.15 * (f.counters.withMetrics / pages);
  c += f.summary.competitors >= 3 ? 0.1 : f.summary.competitors === 2 ? 0.05 : 0;
  c += f.summary.own_pages > 0 ? 0.1 : -0.15;
  if (f.summary.competitor_pages < 5) c -= 0.1;
  return Math.max(0.2, Math.min(0.9, c));
}

function limitationsOf(f: WorkflowFacts): string[] {
  const out = [
    "Topics come from titles, keywords and ranking queries only; page bodies are not read, so own coverage inside long pages can be missed.",
  ];
  if (f.summary.own_pages === 0) {
    out.push("No own_pages were supplied: every competitor topic is reported as missing.");
  }
  if (f.counters.withMetrics === 0) {
    out.push(
      "No traffic or volume was supplied: demand drops out of the score, which then rests on competitor coverage, rank, links and stage.",
    );
  }
  if (f.summary.competitors === 1) {
    out.push("Only one competitor: coverage cannot show which topics the market agrees on.");
  }
  if (f.counters.duplicates > 0) {
    out.push(
      `${f.counters.duplicates} duplicate page listing(s) (same host and path) were merged, keeping the best metrics.`,
    );
  }
  if (f.counters.mergedCompetitors > 0) {
    out.push(`${f.counters.mergedCompetitors} repeated competitor domain(s) were merged.`);
  }
  if (f.counters.excluded > 0) {
    out.push(
      `${f.counters.excluded} page(s) were left out: utility, legal and company pages (homepage, login, pricing, careers, privacy, terms, imprint, contact, team) and pages naming no topic after brand and filler words are removed.`,
    );
  }
  if (f.counters.ownerCompetitors.length > 0) {
    out.push(
      `${
        f.counters.ownerCompetitors.join(", ")
      } matches the target, so its pages were read as your own pages.`,
    );
  }
  if (f.counters.unknownStages > 0) {
    out.push(
      `${f.counters.unknownStages} buyer_stage value(s) were not recognised and were inferred from intent instead.`,
    );
  }
  if (f.focus && f.focus.unmatched.length > 0) {
    out.push(
      `No gap topic matched these focus topics: ${f.focus.unmatched.join(", ")}${
        f.focus.applied ? "" : " (so nothing is reported)"
      }.`,
    );
  }
  if (f.reportableCount > f.maxOpportunities) {
    out.push(
      `${f.reportableCount} gap topics qualified; only the top ${f.maxOpportunities} are reported (max_opportunities).`,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------
// Result schema
// ---------------------------------------------------------------------------

const unit = z.number().min(0).max(1);
const score100 = z.number().min(0).max(100);
const stageEnum = z.enum(BUYER_STAGES);

/** The `/content/competitor-gap-matrix` result, exactly as {@linkcode analyzeCompetitorGap} returns it. */
export const CompetitorGapResultSchema = z.strictObject({
  summary: z.strictObject({
    competitors: z.number().int().min(0),
    competitor_pages: z.number().int().min(0),
    duplicate_pages: z.number().int().min(0),
    excluded_pages: z.number().int().min(0),
    own_pages: z.number().int().min(0),
    topics: z.number().int().min(0),
    covered_topics: z.number().int().min(0),
    gap_topics: z.number().int().min(0),
    opportunities: z.number().int().min(0),
    high_priority: z.number().int().min(0),
  }),
  method: z.strictObject({
    topics: z.string(),
    own_coverage: z.string(),
    priority_score: z.string(),
    priority: z.string(),
    page_type: z.string(),
    buyer_stage: z.string(),
    focus_topics: z.string(),
    order: z.string(),
    weights: z.strictObject({
      coverage: unit,
      demand: unit,
      rank: unit,
      ease: unit,
      stage: unit,
    }),
    bands: z.strictObject({ high: score100, medium: score100 }),
  }),
  focus: z.strictObject({
    mode: z.literal("filter"),
    topics: z.array(z.string()),
    applied: z.boolean(),
    matched: z.array(z.strictObject({
      focus_topic: z.string(),
      gap_topics: z.number().int().min(1),
    })),
    unmatched: z.array(z.string()),
  }).nullable(),
  opportunities: z.array(z.strictObject({
    rank: z.number().int().min(1),
    topic: z.string().min(1),
    topic_key: z.string().min(1),
    language: z.string().nullable()
      .describe("The language of the competitors' pages on the topic (titles stay in it)."),
    core_terms: z.array(z.string().min(1)).min(1),
    modifiers: z.array(z.string()),
    gap_type: z.enum(["missing", "partial", "underperforming"]),
    priority: LevelSchema,
    priority_score: score100,
    score_components: z.strictObject({
      coverage: unit,
      demand: unit.nullable(),
      rank: unit.nullable(),
      ease: unit.nullable(),
      stage: unit,
    }),
    competitors_covering: z.number().int().min(1),
    competitor_share: unit,
    competitor_domains: z.array(z.string()),
    competitor_pages: z.number().int().min(1),
    top_pages: z.array(z.strictObject({
      url: z.string(),
      domain: z.string(),
      title: z.string(),
      traffic: z.number().min(0).nullable(),
      rank: z.number().min(1).nullable(),
    })).min(1).max(3),
    traffic: z.number().min(0).nullable(),
    volume: z.number().min(0).nullable(),
    best_rank: z.number().min(1).nullable(),
    median_backlinks: z.number().min(0).nullable(),
    page_type: z.string().min(1),
    buyer_stage: stageEnum,
    own_coverage: z.strictObject({
      status: z.enum(["none", "partial", "covered"]),
      url: z.string().nullable(),
      containment: unit,
      matched_terms: z.array(z.string()),
      angle_match: z.boolean()
        .describe("The own page carries the topic's angle (alternatives, pricing ...) too."),
      own_rank: z.number().min(1).nullable(),
    }),
    related_keywords: z.array(z.string().min(1)).max(10),
    recommended_action: z.string().min(1),
  })),
  covered_topics: z.array(z.strictObject({
    topic: z.string().min(1),
    own_url: z.string().nullable(),
    competitors_covering: z.number().int().min(1),
    competitor_pages: z.number().int().min(1),
  })).max(50),
  matrix: z.strictObject({
    page_types: z.array(z.string().min(1)),
    buyer_stages: z.array(stageEnum),
    cells: z.array(z.strictObject({
      page_type: z.string().min(1),
      buyer_stage: stageEnum,
      competitor_pages: z.number().int().min(0),
      competitors: z.number().int().min(0),
      covered_topics: z.number().int().min(0),
      gap_topics: z.number().int().min(0),
      opportunities: z.number().int().min(0),
      top_topics: z.array(z.string()).max(3),
    })),
  }),
  suggested_titles: z.array(z.strictObject({
    rank: z.number().int().min(1),
    topic: z.string().min(1),
    page_type: z.string().min(1),
    buyer_stage: stageEnum,
    titles: z.array(z.strictObject({
      title: z.string().min(1),
      length: z.number().int().min(1),
      over_60_chars: z.boolean(),
    })).min(1),
  })),
  next_endpoints: z.array(z.strictObject({
    rank: z.number().int().min(1),
    topic: z.string().min(1),
    calls: AgentWorkflowSchema.shape.next_calls,
  })),
  ...analysisExtras,
});
