/**
 * What is known about one topic: its head phrase, related keywords, metrics, dominant page
 * type, stage and language, how the own pages cover it, and which kind of gap it is.
 */
import { byText, normalizeText, truncate } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import type { Scoring } from "./thresholds.ts";
import {
  type OwnPages,
  type PageFact,
  pageLanguage,
  type Topic,
  type TopicStats,
} from "./facts.ts";
import { gapTypeOf } from "./gaps/mod.ts";
import { maxOf, minOf } from "./numbers.ts";
import { ownCoverage } from "./own_coverage.ts";
import { queryText } from "./queries.ts";

/** A page's weight in a tally: its traffic, else its volume, else 0. */
function weight(p: PageFact): number {
  return p.traffic ?? p.volume ?? 0;
}

/** The facts of one topic, with its own coverage and gap type. */
export function topicStats(topic: Topic, ctx: OwnPages & { t: Scoring }): TopicStats {
  const phrases = headPhrases(topic);
  const head = truncate(phrases[0][1].display, 200);
  const related = relatedKeywords(topic, phrases, head);
  const competitors = [...new Set(topic.pages.map((p) => p.competitor))].sort((a, b) => a - b);
  const metrics = topicMetrics(topic);
  const pageType = dominant(topic.pages.map((p) => ({ value: p.pageType, weight: weight(p) })));
  const stage = dominant(topic.pages.map((p) => ({ value: p.stage, weight: weight(p) })));
  // A topic in another language than an own page is not covered by it (no hreflang match).
  const language = topicLanguage(topic);
  const coverage = ownCoverage(topic, { ...ctx, language, query: normalizeText(head) });
  const gapType = gapTypeOf({ coverage, pageType, bestRank: metrics.bestRank });
  return {
    topic,
    head,
    competitors,
    traffic: metrics.traffic === null ? null : round(metrics.traffic, 2),
    volume: metrics.volume,
    bestRank: metrics.bestRank,
    medianBacklinks: metrics.medianBacklinks,
    pageType,
    stage,
    related,
    coverage,
    gapType,
    language,
  };
}

/** The topic's phrases, most common first; ties by demand, then the shorter, then text order. */
function headPhrases(topic: Topic): [string, { display: string; n: number; w: number }][] {
  const phraseTally = new Map<string, { display: string; n: number; w: number }>();
  for (const p of topic.pages) {
    const t = phraseTally.get(p.phrase.key) ?? { display: p.phrase.display, n: 0, w: 0 };
    t.n++;
    t.w += weight(p);
    phraseTally.set(p.phrase.key, t);
  }
  return [...phraseTally.entries()].sort((a, b) =>
    b[1].n - a[1].n || b[1].w - a[1].w || a[0].length - b[0].length || byText(a[0], b[0])
  );
}

/** Related keywords: the topic's other phrases, then its pages' secondary keywords/queries. */
function relatedKeywords(
  topic: Topic,
  phrases: readonly [string, unknown][],
  head: string,
): string[] {
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
  return [...related].slice(0, 10);
}

/** Traffic sum, top volume, best rank and median backlinks of a topic's pages. */
function topicMetrics(topic: Topic): {
  traffic: number | null;
  volume: number | null;
  bestRank: number | null;
  medianBacklinks: number | null;
} {
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
  return { traffic, volume, bestRank, medianBacklinks };
}

/** The language of a topic's pages, or null when unknown. */
function topicLanguage(topic: Topic): string | null {
  // A few pages tell a topic's language (detection is the costly part of a big request).
  const languages = topic.pages.slice(0, 3).map((p) => pageLanguage(p.url, p.title))
    .filter((l) => l !== null);
  return languages.length > 0 ? dominant(languages.map((value) => ({ value, weight: 1 }))) : null;
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

/** A topic's demand: the larger of its traffic sum and top volume, or null when unknown. */
export function demandOf(g: Pick<TopicStats, "traffic" | "volume">): number | null {
  if (g.traffic === null && g.volume === null) return null;
  return Math.max(g.traffic ?? 0, g.volume ?? 0);
}
