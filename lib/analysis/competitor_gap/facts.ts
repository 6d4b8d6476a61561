/**
 * What every step and rule reads, computed once: the facts of each competitor page (topic
 * phrase, type, stage, metrics; duplicates merged), of each own page (stems, angles, ranks),
 * and the counts of what was merged or left out.
 */
import { rivalOffer } from "./rival_offer.ts";
import { languageOfText } from "../understanding/language.ts";
import { languageOfUrl } from "../understanding/locale.ts";
import { utilityPage } from "../understanding/page_type.ts";
import { lookup } from "../../toolkit/values.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";
import { SCORING } from "./thresholds.ts";
import type { CompetitorGapInput, GapPageInput, RankingQueryInput } from "./input.ts";
import { maxOf, minOf, num } from "./numbers.ts";
import { inferStage, normalisePageType, normaliseStage, pageTypeOf } from "./page_type.ts";
import { brandPhrases, type Phrase, titleCandidates, toPhrase } from "./phrase.ts";
import { orderedQueries, queryText } from "./queries.ts";
import type { BuyerStage, GapOpportunity, GapType, OwnCoverage } from "./result.ts";
import { domainHostOf, pageKey, urlParts } from "./urls.ts";
import { ANGLE_WORDS } from "./vocabulary.ts";
import { normalisedWords, stemWord, words } from "./words.ts";

/** The facts of one competitor page. */
export interface PageFact {
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

/** The facts of one own page. */
export interface OwnFact {
  url: string;
  /** The page's language (URL locale, else its title's), or null when unknown. */
  language: string | null;
  /** Its position per ranking query (normalised text): the rank belongs to the query. */
  queryRanks: Map<string, number>;
  stems: Set<string>;
  angles: Set<string>;
  rank: number | null;
}

/** What was merged, left out or inferred while reading the pages (for limitations). */
export interface Counters {
  duplicates: number;
  excluded: number;
  unknownStages: number;
  givenTypes: number;
  withMetrics: number;
  withTerms: number;
  ownerCompetitors: string[];
  mergedCompetitors: number;
}

/** A group of competitor pages on one subject and angle. */
export interface Topic {
  key: string;
  core: string[];
  angles: string[];
  pages: PageFact[];
  parent: Topic | null;
}

/** What the signals and gap rules read about one topic. */
export interface TopicStats {
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
  coverage: OwnCoverage;
  gapType: GapType | null;
  /** The language of the competitors' pages on the topic, or null when unknown. */
  language: string | null;
}

/** What a gap rule reads to tell whether a topic is its kind of gap. */
export type GapFacts = Pick<TopicStats, "coverage" | "pageType" | "bestRank">;

/** Which optional score parts any reportable topic has data for. */
export interface Available {
  demand: boolean;
  rank: boolean;
  ease: boolean;
}

/** What the signals read across all reportable topics, computed once. */
export interface ScoreContext {
  totalCompetitors: number;
  /** The largest demand among the reportable topics (0 when none has any). */
  maxDemand: number;
  available: Available;
}

/** The score parts of one topic, as reported. */
export type ScoreComponents = GapOpportunity["score_components"];

/** The competitor pages of a request, the own pages to compare them with, and the counts. */
export interface CompetitorPages {
  /** Unique competitor pages that name a topic, in input order. */
  pages: PageFact[];
  /** Competitor hosts; a page's `competitor` indexes this list. */
  hosts: string[];
  /** The own pages, with the pages of a competitor entry that is the owner's own domain. */
  ownInputs: GapPageInput[];
  counters: Counters;
}

/** The own pages' facts and an inverted index from stem to own page. */
export interface OwnPages {
  own: OwnFact[];
  ownIndex: Map<string, number[]>;
}

/**
 * Reads every competitor page into page facts: repeats of a domain are merged into one
 * competitor, the owner's own domain counts as own pages, and a URL listed twice is merged.
 */
export function readCompetitors(input: CompetitorGapInput): CompetitorPages {
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
  const ownerHost = input.target ? domainHostOf(input.target) : null;
  const hosts: string[] = [];
  const hostIndex = new Map<string, number>();
  const ownInputs: GapPageInput[] = [...(input.own_pages ?? [])];
  const pagesByKey = new Map<string, PageFact>();
  const pages: PageFact[] = [];
  for (const competitor of input.competitors) {
    const host = domainHostOf(competitor.domain);
    if (ownerHost && host && (host === ownerHost || host.endsWith(`.${ownerHost}`))) {
      counters.ownerCompetitors.push(competitor.domain);
      ownInputs.push(...competitor.pages);
      continue;
    }
    let index = hostIndex.get(host);
    if (index === undefined) {
      index = hosts.length;
      hostIndex.set(host, index);
      hosts.push(host);
    } else {
      counters.mergedCompetitors++;
    }
    const brands = brandPhrases(competitor.domain);
    for (const page of competitor.pages) {
      const parts = urlParts(page.url);
      const fact = competitorPageFact(page, { competitor: index, brands, host, parts, counters });
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
  return { pages, hosts, ownInputs, counters };
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
  const { counters } = context;
  // Login, careers, legal, contact, team and homepage pages are never topics.
  if (utilityPage(page.url, page.title ?? "")) {
    counters.excluded++;
    return null;
  }
  const queries = page.ranking_queries && page.ranking_queries.length > 0
    ? orderedQueries(page.ranking_queries).slice(0, SCORING.maxQueriesRead)
    : [];
  const keywords = (page.keywords ?? []).slice(0, SCORING.maxQueriesRead);
  const named = topicPhrase(page, { keywords, queries, brands: context.brands });
  // A page named after the rival's own offer ("<brand> pet health club") is not a topic.
  if (!named || rivalOffer(named.source, context.brands)) {
    counters.excluded++;
    return null;
  }
  if (keywords.length > 0 || queries.length > 0) counters.withTerms++;
  const metrics = pageMetrics(page, queries);
  if (metrics.traffic !== null || metrics.volume !== null) counters.withMetrics++;
  const { pageType, stage } = typeAndStage(page, { ...named, path: context.parts.path, counters });
  return {
    competitor: context.competitor,
    url: page.url,
    key: pageKey(context.parts, context.host),
    title: page.title,
    phrase: named.phrase,
    inputs: [page],
    pageType,
    stage,
    traffic: metrics.traffic,
    volume: metrics.volume,
    rank: metrics.rank,
    backlinks: num(page.backlinks),
  };
}

/**
 * The page's topic phrase: from its first keyword, else its best ranking query, else its title
 * before a separator, else its whole title; with the text it came from.
 */
function topicPhrase(
  page: GapPageInput & { title: string },
  from: { keywords: string[]; queries: RankingQueryInput[]; brands: string[] },
): { phrase: Phrase; source: string } | null {
  const candidates = function* () {
    if (from.keywords.length > 0) yield from.keywords[0];
    if (from.queries.length > 0) yield queryText(from.queries[0]);
    yield* titleCandidates(page.title);
    yield page.title;
  };
  for (const c of candidates()) {
    const phrase = toPhrase(c, from.brands);
    if (phrase) return { phrase, source: c };
  }
  return null;
}

/** Traffic, volume and rank of a page: its own figures, else the best of its ranking queries. */
function pageMetrics(
  page: GapPageInput,
  queries: readonly RankingQueryInput[],
): { traffic: number | null; volume: number | null; rank: number | null } {
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
  return { traffic, volume, rank };
}

/** The page type and stage: as supplied (normalised), else inferred from URL and wording. */
function typeAndStage(
  page: GapPageInput & { title: string },
  ctx: { phrase: Phrase; source: string; path: string; counters: Counters },
): { pageType: string; stage: BuyerStage } {
  const { counters } = ctx;
  const normTitle = normalisedWords(page.title);
  let pageType: string;
  if (page.page_type) {
    pageType = normalisePageType(page.page_type);
    counters.givenTypes++;
  } else {
    // The topic phrase (a keyword or query) counts as much as the title's own wording.
    pageType = pageTypeOf(
      ctx.path,
      ctx.source === page.title ? normTitle : `${normalisedWords(ctx.source)} ${normTitle}`,
    );
  }
  let stage: BuyerStage | null = page.buyer_stage ? normaliseStage(page.buyer_stage) : null;
  if (page.buyer_stage && !stage) counters.unknownStages++;
  if (!stage) stage = inferStage(pageType, `${ctx.phrase.key} ${normTitle}`);
  return { pageType, stage };
}

/** Merges a duplicate listing of a page into the first one (best metrics kept). */
function mergeDuplicate(into: PageFact, from: PageFact): void {
  into.traffic = maxOf(into.traffic, from.traffic);
  into.volume = maxOf(into.volume, from.volume);
  into.rank = minOf(into.rank, from.rank);
  into.backlinks = maxOf(into.backlinks, from.backlinks);
  into.inputs.push(...from.inputs);
}

/** The facts of the own pages, indexed by stem. */
export function readOwnPages(inputs: readonly GapPageInput[]): OwnPages {
  const own = inputs.map(ownFact);
  const ownIndex = new Map<string, number[]>();
  own.forEach((o, i) => {
    for (const s of o.stems) {
      const list = ownIndex.get(s);
      if (list) list.push(i);
      else ownIndex.set(s, [i]);
    }
  });
  return { own, ownIndex };
}

/** The stems of an own page: title, keywords, ranking queries and URL slug words. */
function ownFact(page: GapPageInput): OwnFact {
  const texts = [
    page.title ?? "",
    ...(page.keywords ?? []),
    ...(page.ranking_queries ?? []).slice(0, SCORING.maxOwnQueriesRead).map(queryText),
    urlParts(page.url).path.replace(/[^\p{L}\p{N}]+/gu, " "),
  ];
  const stemSet = new Set<string>();
  const angles = new Set<string>();
  for (const t of texts) {
    for (const { norm } of words(t)) {
      const angle = lookup(ANGLE_WORDS, norm);
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
export function pageLanguage(url: string, title: string): string | null {
  return languageOfUrl(url) ?? (title.trim() ? languageOfText(title) : null);
}
